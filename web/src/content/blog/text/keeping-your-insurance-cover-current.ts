/** The text of the post keeping-your-insurance-cover-current: trusted HTML written by us. */
export const keepingCoverCurrentText = `
<p>Most of us set up our insurance once and then let it roll over year after year. Meanwhile life moves on: we buy new things, travel further, move house, start working from home, have children. Each change can open a gap between the cover you have and the cover you need, and you usually only notice it when you come to claim.</p>
<p>This guide walks through the changes that most often affect UK policies, and what to check for each.</p>

<h2>New devices and valuables</h2>
<p>A new phone, laptop, camera or watch may be covered by your home contents insurance, but often only while it is at home. Cover for things you take out with you usually sits in an optional extra called personal possessions, or “away from home”, cover.</p>
<ul>
<li>Check whether the policy covers accidental damage as well as theft, and whether that is included as standard or sold as an extra.</li>
<li>Look for a single-item limit. If your new laptop is worth more than that limit, you may need to list it on the policy as a specified item.</li>
<li>Check whether you already have gadget cover through a packaged bank account or your phone contract, so you do not pay twice to insure the same thing.</li>
</ul>

<h2>Trips abroad</h2>
<p>An annual multi-trip travel policy is convenient, but it has limits of its own. Many cap the length of any single trip, and winter sports, cruises and adventure activities often need an add-on. Some policies have an upper age limit, or change their terms at a certain age, which matters when you renew.</p>
<p>Before a big trip, check the area you are covered for (a Europe-only policy will not cover a holiday in the United States), the maximum trip length and the activities you plan to do. If your health has changed since you bought the policy, tell your insurer: a new diagnosis or a change in medication can affect your cover, and not mentioning it can lead to a claim being turned down.</p>

<h2>Moving home or building work</h2>
<p>Moving house means new buildings and contents figures, and possibly a different level of risk. Tell your insurer before you move, and check you are covered while your belongings are in transit or in storage, because not every policy includes that.</p>
<p>An extension, loft conversion or new kitchen raises your rebuild cost. If you do not increase your buildings sum insured to match, you can end up underinsured. Check too whether your insurer needs to know about the work before it starts: major works can change the risk, and some policies restrict cover while builders are on site.</p>

<h2>Leaving your home empty</h2>
<p>Most home insurance policies restrict cover once a home has been unoccupied for a set number of days in a row, often 30 or 60. After that, cover for things like escape of water, theft and malicious damage may be reduced or removed altogether. A long trip, a stay in hospital or a house waiting to be sold can all trigger these conditions, so read the unoccupancy clause in your wording and talk to your insurer if you expect to be away for a long time.</p>

<h2>Changes in who lives with you</h2>
<p>A partner moving in, a new baby, a student leaving for university or a lodger moving in can all make a difference.</p>
<ul>
<li>A partner's belongings add to the value of your contents, and a baby brings a surprising amount of new equipment.</li>
<li>Students' belongings may be covered away from home under a parent's policy, but often only up to a modest limit, and sometimes only in halls of residence.</li>
<li>Lodgers and paying guests are usually something your insurer needs to know about, and some policies limit theft cover while they live with you.</li>
</ul>

<h2>Working from home</h2>
<p>Home contents policies are designed for personal use. If you keep business equipment or stock at home, or clients visit you there, ask whether your policy covers it. Many insurers include a small amount of cover for home office equipment, and anything beyond that may need a separate business policy. Equipment your employer supplies is usually the employer's to insure, but check rather than assume.</p>

<h2>Make your renewal a review</h2>
<p>Since January 2022, rules from the Financial Conduct Authority have stopped insurers charging existing home and motor customers more at renewal than they would charge an equivalent new customer buying through the same channel. That makes staying put less costly than it used to be, but it does not mean your cover still fits. Treat each renewal notice as a prompt to look back at the past year: what you have bought, where you have been, who has moved in or out, and whether your limits, extras and excesses still suit you.</p>

<h2>How PolicyLens can help</h2>
<p>Upload your policies and PolicyLens shows what each one covers for your smartphone, home, health and travel, with every figure linked to the page of the document it came from. Run the check again when you renew or when something changes, and you can see at a glance where a limit is lower than you expected, or where two policies cover the same thing.</p>
`;
