/** The text of the post insuring-new-gadgets-jewellery-and-bikes: trusted HTML written by us. */
export const newItemsText = `
<p>A new phone, an engagement ring, a good road bike: these are the things we would most hate to lose, and also the things most likely to fall outside standard home insurance. The cover is usually available, but it comes with limits and conditions that are easy to miss. Here is how to check yours.</p>

<h2>The single-item limit</h2>
<p>Most home contents policies set a maximum they will pay for any one item unless you have told them about it. The figure depends on the insurer and the level of cover, for example £1,000 or £2,000. Anything worth more than the limit usually needs to be listed on the policy as a specified item. If it is not, and it is stolen or destroyed, you may only get the limit back.</p>
<p>Pairs and sets are often treated as one item, so a pair of earrings or a set of golf clubs counts as a single item against the limit. Your policy's definitions section will say how it treats them.</p>

<h2>The valuables limit</h2>
<p>As well as the single-item limit, many policies cap the total they will pay for valuables, a category that usually includes jewellery, watches, precious metals and furs, and sometimes pictures and collections. The cap may be a fixed sum or a share of your contents sum insured. If you have inherited jewellery, or have slowly built up a watch collection, the total can pass the cap without you noticing.</p>

<h2>Gadgets: at home, away and accidental damage</h2>
<p>For phones, laptops, tablets and cameras, three questions matter.</p>
<ul>
<li><strong>Are they covered away from home?</strong> Standard contents cover protects things inside your home. For items you carry with you, you normally need personal possessions cover, which is an optional extra on most policies.</li>
<li><strong>Is accidental damage included?</strong> A cracked screen is accidental damage, not theft. Some policies include it as standard, others sell it as an extra, and for portable items it may only apply if you have added personal possessions cover.</li>
<li><strong>Do you already have cover somewhere else?</strong> Packaged bank accounts, phone contracts and retailers' protection plans sometimes include gadget insurance. Compare the excess and the conditions before you pay twice for the same thing.</li>
</ul>
<p>Standalone gadget policies often have conditions of their own, such as reporting a loss within a short time or using an approved repairer, so read them before you rely on them.</p>

<h2>Jewellery and watches</h2>
<p>Expensive jewellery should be specified by name, with a description and a value. Insurers may ask for a recent valuation from a qualified valuer, and because the price of gold and gemstones can change quickly, it is worth having pieces revalued every few years. Keep the valuation certificate and a clear photograph of each piece somewhere safe outside the house.</p>
<p>If you wear jewellery when you go out, it needs personal possessions cover to be protected away from home. An engagement ring that is only insured at home is not covered if it is lost on holiday.</p>

<h2>Bikes</h2>
<p>Pedal cycles are often excluded from standard contents cover, or covered only up to a low limit, and sometimes only while they are kept in a locked building at home. If you have an expensive bike or an e-bike, check whether it needs to be specified, whether it is covered away from home, and what the policy says about locks. Many policies require a bike left in a public place to be locked to something that cannot be moved, and some name the type of lock you must use. If your home policy's limit is too low, dedicated cycle insurance is worth comparing.</p>

<h2>Gifts and big purchases</h2>
<p>Birthdays, festivals and weddings can push up the value of what you own in one go. Some policies automatically raise contents cover for a period around Christmas or a family wedding, while others do not. Check yours, and if what you own has grown significantly, raise your contents sum insured so that you are not underinsured.</p>

<h2>A simple routine</h2>
<ul>
<li>Keep receipts and serial numbers for anything valuable, stored digitally.</li>
<li>When you buy something worth more than your single-item limit, contact your insurer and ask to specify it.</li>
<li>Check that you have personal possessions cover for the things you carry or wear.</li>
<li>Add up the value of your valuables at each renewal and compare it with the valuables limit.</li>
</ul>

<h2>How PolicyLens can help</h2>
<p>PolicyLens reads your policies and shows the limits that matter for the things you own, such as your smartphone, with each figure linked to the page of the document it came from. If a document does not state a limit, we say “Not Available” rather than guess. When several of your policies cover the same item, you can see them side by side, including where you may be paying twice for the same risk.</p>
`;
