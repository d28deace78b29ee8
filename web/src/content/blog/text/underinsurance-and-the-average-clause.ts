/** The text of the post underinsurance-and-the-average-clause: trusted HTML written by us. */
export const underinsuranceText = `
<p>Most people think of insurance as simple: something goes wrong, you claim, and the insurer pays. But how much you get back depends heavily on a number you chose, often years ago, when you first took out the policy: the sum insured. Set it too low and you are underinsured, which can cost you money on claims of every size, not only the big ones.</p>

<h2>What underinsurance means</h2>
<p>Your sum insured is the most your insurer will pay under a section of your policy. For buildings insurance it should be the full cost of rebuilding your home from the ground up, including demolition, clearing the site, professional fees and meeting today's building regulations. For contents insurance it should be what it would cost to replace everything you own with new items of a similar kind and quality.</p>
<p>You are underinsured when that figure is lower than the real cost. It happens quietly. Prices rise, you buy new things, you extend the kitchen or convert the loft, and the number on your schedule stays where it was. Nobody tells you it has fallen behind until you make a claim.</p>

<h2>How the average clause works</h2>
<p>Many home insurance policies contain a condition known as “average”. If the insurer finds that your sum insured was less than the true value of what you insured, it can reduce any claim in the same proportion as the shortfall.</p>
<p>Here is a worked example. Suppose it would cost £60,000 to replace the contents of your home, but your policy insures them for £45,000. You have insured three quarters of their value. A burst pipe ruins £8,000 of furniture and flooring. Even though £8,000 is far below your £45,000 limit, an insurer applying average could pay only three quarters of the claim, £6,000, and then take off your excess.</p>
<p>This is the part that catches people out. Underinsurance does not only matter if the whole house is lost. Where average applies, it reduces every claim.</p>
<p>Not every policy works this way. Some contents policies offer unlimited cover, or a high fixed limit with no average condition, and some insurers only apply average when the shortfall passes a certain level. The only way to know is to read your own policy wording, usually in the general conditions or in the part that explains how claims are settled.</p>

<h2>How to check your buildings sum insured</h2>
<p>The rebuild cost of a home is not the same as its market value. Market value includes the land and reflects local demand; rebuild cost is about materials, labour and fees. In some areas the rebuild cost is well below the sale price, while for older or unusual homes it can be higher.</p>
<ul>
<li>Find the buildings sum insured on your schedule, and when it was last reviewed.</li>
<li>Try an online rebuild cost calculator. The Building Cost Information Service, part of the Royal Institution of Chartered Surveyors (RICS), offers one for common UK house types.</li>
<li>If your home is listed, built with non-standard materials, unusually large or recently extended, ask a chartered surveyor for a rebuild valuation instead.</li>
<li>Check whether your policy raises the sum insured each year in line with an index, and whether that has kept pace with building costs.</li>
</ul>

<h2>How to check your contents sum insured</h2>
<p>Most of us underestimate our contents, because we think of the big items and forget the hundreds of small ones. The most reliable way to reach a realistic figure is to go room by room.</p>
<ul>
<li>List what is in each room, including the loft, shed and garage, and note what it would cost to buy new today rather than what you paid.</li>
<li>Remember clothes, shoes, books, kitchenware, bedding, tools and garden furniture. Together they often add up to more than the television and the sofa.</li>
<li>Total up jewellery, watches and other valuables separately. Policies usually have an overall limit for valuables and a limit for any single item, and more expensive pieces may need to be named on your schedule.</li>
<li>Keep receipts, photos and valuations somewhere outside the house, such as cloud storage. They make a claim much easier to prove.</li>
</ul>

<h2>When to review your figures</h2>
<p>Check your sums insured at every renewal, and straight away after any big change: building work, a major purchase, an inheritance, or someone moving in with their belongings. Answer your insurer's questions carefully when you do. Under the Consumer Insurance (Disclosure and Representations) Act 2012, you have a duty to take reasonable care not to give an insurer incorrect information, and a careless mistake can reduce what they pay.</p>
<p>Raising a sum insured usually costs less than people expect, and far less than finding the gap after a loss.</p>

<h2>How PolicyLens can help</h2>
<p>Upload your home insurance documents and PolicyLens reads out your buildings and contents limits, any single-item and valuables limits, and your excess, each linked to the page of the policy it came from. If a document does not state a figure, we show “Not Available” rather than guess. That gives you a clear, checkable starting point for deciding whether your cover still matches your home.</p>
`;
