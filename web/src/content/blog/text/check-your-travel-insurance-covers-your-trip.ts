/** The text of the post check-your-travel-insurance-covers-your-trip: trusted HTML written by us. */
export const travelInsuranceText = `
<p>Travel insurance is easy to buy and easy to forget. It often comes bundled with a bank account, or is added in a hurry at the end of a booking. Yet the difference between a good policy and a poor one only shows when something goes wrong, usually far from home and at the worst possible moment. Half an hour with your policy wording before you leave can save a great deal of stress later.</p>

<h2>1. Emergency medical cover</h2>
<p>This is the most important part of any travel policy. Medical treatment abroad can be very expensive, particularly in the United States and other countries where you would be paying for private care, and being flown home on medical grounds can cost many thousands of pounds.</p>
<ul>
<li>Check the limit for medical expenses and make sure it suits where you are going. Many policies offer several million pounds of cover, so a low limit is a warning sign.</li>
<li>Check that repatriation, bringing you home for medical reasons, is included.</li>
<li>Save the emergency assistance number in your phone, and find out whether you must call it before treatment (other than in an emergency).</li>
</ul>
<p>If you are travelling in the EU, take a UK Global Health Insurance Card (GHIC) or a valid European Health Insurance Card (EHIC). It gives you access to state healthcare on the same terms as local residents, but it does not replace travel insurance: it will not pay for private treatment, getting you home or a cancelled holiday. Some policies expect you to use the card where you can, and some waive the excess if you do.</p>

<h2>2. Cancellation and cutting a trip short</h2>
<p>Cancellation cover protects the money you have paid if you have to cancel for one of the reasons the policy lists, such as serious illness, injury or the death of a close relative. Buy your policy as soon as you book, so that this cover starts straight away.</p>
<p>Check that the cancellation limit covers the whole cost of your trip, including flights, accommodation and anything paid in advance, and read the list of reasons carefully. Simply changing your mind is not covered, and neither, usually, is something you already knew about when you bought the policy. Cover for cutting a trip short, often called curtailment, works in a similar way.</p>

<h2>3. Baggage and belongings</h2>
<p>Baggage cover usually has two limits: a total for everything, and a much lower limit for any single item. Valuables such as cameras, phones and jewellery often share a separate, combined limit too. If you are taking an expensive laptop or camera, it may be better protected by the personal possessions extra on your home insurance, so compare the two policies.</p>
<p>Policies also expect you to take reasonable care. Bags left unattended in a public place, and valuables packed in checked-in luggage, are common reasons for claims being refused. If something is stolen, report it to the local police within the time your policy sets and ask for a written report.</p>

<h2>4. The excess</h2>
<p>The excess is the part of each claim you pay yourself. On travel policies it is often charged per person and per section of cover, so a family claiming for several lost bags may pay it several times over. A cheaper policy can come with a higher excess, so weigh the saving against what you would actually get back on a typical claim.</p>

<h2>5. Pre-existing medical conditions</h2>
<p>You must tell your insurer about medical conditions in the way their questions ask. If you do not, a claim linked to that condition may be refused or reduced, and in some cases the policy can be cancelled. Each insurer asks different questions, so answer them carefully rather than relying on what another insurer asked last year.</p>
<p>If you find cover hard to get because of a serious condition, MoneyHelper, the free guidance service backed by the government, runs a directory of insurers that specialise in covering people with medical conditions. Financial Conduct Authority rules mean that, in certain circumstances, an insurer that cannot offer you suitable cover must point you to that directory.</p>

<h2>6. Activities and destination</h2>
<p>Standard policies cover everyday holiday activities, but skiing, scuba diving, trekking at altitude and many adventure sports usually need an add-on. Riding a moped or scooter is another frequent gap: cover often depends on holding the right licence and wearing a helmet. Claims connected with drinking too much alcohol are often excluded as well.</p>
<p>Finally, check the travel advice from the Foreign, Commonwealth &amp; Development Office (FCDO) for your destination, both when you book and shortly before you go. Travelling somewhere the FCDO advises against can invalidate your travel insurance.</p>

<h2>How PolicyLens can help</h2>
<p>Upload your travel policy and PolicyLens pulls out its limits for medical expenses, cancellation, baggage and more, each linked to the page of the document it came from. Where a document does not state a limit, we show “Not Available” rather than guess. And if something does go wrong on your trip, our claim assessment checks what happened against your policy's own clauses before you contact your insurer.</p>
`;
