/** The text of the post 5-step-guide-to-making-an-insurance-claim: trusted HTML written by us. */
export const claimGuideText = `
<p>Making an insurance claim can feel daunting, especially when you are also dealing with damage, loss or illness. Knowing the order of things helps. These five steps apply to most UK home, travel, gadget and health claims, although your own policy wording always has the final say on what you need to do and by when.</p>

<h2>Step 1: Make things safe and stop further damage</h2>
<p>Your first job is to protect people and stop the problem getting worse. Turn the water off at the stopcock if a pipe has burst, arrange emergency repairs to secure a broken door or window, and move undamaged belongings out of harm's way. Policies generally expect you to take reasonable steps to limit a loss, and the cost of sensible emergency measures is often claimable, so keep the receipts.</p>
<p>If you have been the victim of a crime, report it to the police straight away and note the crime reference number, as your insurer will almost certainly ask for it. For a loss abroad, get a written report from the local police.</p>

<h2>Step 2: Read what your policy says</h2>
<p>Before you call, find your policy schedule and the full wording. Look for:</p>
<ul>
<li>whether the event is covered at all, and under which section;</li>
<li>exclusions that might apply, such as wear and tear, damage that happened gradually, or a home left unoccupied;</li>
<li>your excess, and the limits that apply to the items involved;</li>
<li>how quickly you must tell the insurer. Many policies ask for notice as soon as reasonably possible, and some set a number of days.</li>
</ul>
<p>This is the step the PolicyLens claim assessment is built for: it compares what happened with your policy's own clauses, checks the dates, and shows the page each point comes from.</p>

<h2>Step 3: Gather your evidence</h2>
<p>A well-documented claim is quicker to settle. Collect:</p>
<ul>
<li>photos and videos of the damage, taken before any clean-up where it is safe to do so;</li>
<li>receipts, bank statements, manuals or boxes that show you owned the items and what they were worth;</li>
<li>repair or replacement quotes, if your insurer asks for them;</li>
<li>police reports, medical notes or letters from airlines and hotels, depending on the claim.</li>
</ul>
<p>Do not throw damaged items away until your insurer says you can, because they may want to inspect them.</p>

<h2>Step 4: Tell your insurer and make the claim</h2>
<p>Contact your insurer, or the broker you bought through, using the claims number or online form in your policy documents. Explain what happened clearly and honestly, stick to the facts, and do not guess at values you are unsure of. Exaggerating a claim is fraud: it can lead to the whole claim being refused, the policy being cancelled and your details being shared with other insurers.</p>
<p>Keep a log of every call, with the date, who you spoke to and what was agreed, and follow calls up in writing. For larger claims the insurer may send a loss adjuster to assess the damage. The loss adjuster works for the insurer; if you want someone on your side, you can hire a loss assessor, who usually charges a fee.</p>

<h2>Step 5: Check the outcome, and challenge it if you need to</h2>
<p>When the insurer makes an offer or a decision, check it against your policy. Has the right excess been taken off? Have the limits been applied correctly? If the insurer wants to repair or replace rather than pay cash, does the policy allow that?</p>
<p>If you disagree, complain to the insurer first, in writing, and explain why with reference to the policy wording. The insurer then has up to eight weeks to send you its final response. If you are still unhappy, or eight weeks pass without one, you can take your complaint to the Financial Ombudsman Service, which is free for consumers. You usually have six months from the insurer's final response to do so.</p>
<p>Outside the UK the route is similar: in Australia, complaints that an insurer cannot resolve go to the Australian Financial Complaints Authority, and in the United States, your state's insurance department handles complaints about insurers.</p>

<h2>Before you claim: a quick check</h2>
<ul>
<li>Is the loss enough above your excess to be worth claiming? A claim can affect your no-claims discount and future premiums.</li>
<li>Do you have another policy that covers the same thing, such as gadget cover through your bank account?</li>
<li>Are you still within the time limit for telling your insurer?</li>
</ul>
<p>If you are not sure about any of these, run a claim assessment in PolicyLens first. It gives you a likely outcome, the clauses it relied on and a list of next steps, so you can go into the conversation with your insurer prepared.</p>
`;
