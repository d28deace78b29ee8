/** The text of the post uk-home-insurance-what-the-figures-say: trusted HTML written by us. */
export const homeInsuranceFiguresText = `
<p>Home insurance statistics can seem abstract, but they tell you where the real risks lie and where disagreements with insurers tend to happen. In this article we look at what the main UK sources say publicly, and turn it into practical steps. We have kept to the trends those sources describe rather than quoting figures that change every year, and we point you to where the latest numbers are published.</p>

<h2>Where the figures come from</h2>
<ul>
<li><strong>The Association of British Insurers (ABI)</strong> is the trade body for UK insurers. It publishes figures on claims paid by insurers and on the average price people pay for cover.</li>
<li><strong>The Financial Ombudsman Service</strong> settles disputes between consumers and financial businesses free of charge. It publishes complaint data, including how often it finds in the consumer's favour, and a searchable database of its decisions.</li>
<li><strong>The Financial Conduct Authority (FCA)</strong> regulates insurers. It publishes value measures data for general insurance products, which show, for example, how often claims are accepted.</li>
</ul>

<h2>Water, not fire, is the everyday risk</h2>
<p>The ABI has highlighted escape of water, such as burst pipes, leaking tanks and failed appliance hoses, as one of the most common and costly causes of home insurance claims. Water damage spreads quickly and often affects floors, ceilings, electrics and belongings all at once.</p>
<ul>
<li>Know where your stopcock is, and check that it turns.</li>
<li>Lag pipes in lofts and outbuildings, and keep the heating on low if you are away in cold weather.</li>
<li>Reseal showers and baths when the seals start to fail. Most policies exclude damage caused by a leak that builds up slowly over time, so a small problem fixed early can save a refused claim later.</li>
</ul>

<h2>Weather claims come in waves</h2>
<p>Storm and flood claims rise sharply in years with severe weather, and the ABI's figures reflect this. If your home is damaged in a storm, it helps to know how disputes are judged. The Financial Ombudsman Service has explained that in storm complaints it asks three questions: were there storm conditions on or around the date of the damage, is the damage the kind a storm typically causes, and were the storm conditions the main cause? Damage put down mainly to wear and tear or gradual deterioration is where many storm claims fall down.</p>
<p>If you live in an area at high risk of flooding, Flood Re, a scheme set up by insurers and the government, helps insurers offer more affordable cover. It does not apply to homes built from 2009 onwards. You can check the long-term flood risk for an address in England using the service on GOV.UK; Scotland, Wales and Northern Ireland have their own flood maps.</p>

<h2>Subsidence follows dry summers</h2>
<p>The ABI has reported that subsidence claims tend to rise after long, hot and dry summers, when clay soils shrink and foundations move. Cracks that appear suddenly, doors and windows that start to stick, and wallpaper that rips at the joins are worth investigating. Subsidence cover usually carries a much higher excess than other parts of a buildings policy, often stated separately on the schedule, so check yours.</p>

<h2>Why claims are disputed</h2>
<p>The ombudsman's published decisions show the same themes again and again in home insurance complaints:</p>
<ul>
<li>damage the insurer says was gradual, or caused by wear and tear, rather than a sudden event;</li>
<li>answers given when the policy was taken out that turn out to be wrong, such as the number of bedrooms or previous claims;</li>
<li>homes left empty for longer than the policy allows;</li>
<li>sums insured that were too low, leading to a reduced settlement;</li>
<li>delays and poor communication while a claim is being handled.</li>
</ul>
<p>Many of these are avoidable with a careful read of the policy before anything goes wrong.</p>

<h2>Prices have been rising</h2>
<p>The ABI's premium figures show home insurance prices rising through 2023 and 2024, which insurers linked to higher claims and repair costs. On top of the premium, most home insurance carries Insurance Premium Tax at the standard rate of 12%. Since January 2022, FCA rules have stopped insurers charging existing customers more at renewal than an equivalent new customer, so the main ways to save are to shop around and to make sure you are paying for the cover you need, not cover you already have elsewhere.</p>

<h2>What this means for you</h2>
<ul>
<li>Check your policy for the exclusions that cause most disputes: gradual damage, wear and tear and unoccupancy.</li>
<li>Make sure your buildings and contents sums insured are realistic.</li>
<li>Keep evidence of what you own and of maintenance work on your home.</li>
<li>If a claim is refused and you disagree, complain to your insurer and, if you are still unhappy after eight weeks, take it to the Financial Ombudsman Service.</li>
</ul>
<p>PolicyLens can help with the first two: it reads your own policy, shows your limits, excesses and exclusions with the page each one came from, and assesses a claim against those clauses before you make it.</p>
`;
