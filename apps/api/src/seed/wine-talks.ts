import type { Theme } from './images/scenes';

export interface DemoPost {
  slug: string;
  author: string;
  title: string;
  theme: Theme;
  html: string;
}

/** Wine Talks articles by the approved sommeliers, oldest first. Rich text as the blog editor makes it. */
export const WINE_TALKS: readonly DemoPost[] = [
  {
    slug: 'reading-a-champagne-label', author: 'kenji@sommlike.test', title: 'How to Read a Champagne Label', theme: 'White',
    html: `<p>A Champagne label packs a lot into a few words. Once you know what to look for, you can tell how dry the wine is, which grapes went into it and even who made it, before you pull the cork.</p>
<h2>Sweetness comes first</h2>
<p>The word after the house name tells you how much sugar was added after the second fermentation. From driest to sweetest:</p>
<ul><li><strong>Brut Nature</strong> (or Zero Dosage): no sugar added, bone dry and very precise.</li><li><strong>Extra Brut</strong>: almost dry, lovely with oysters.</li><li><strong>Brut</strong>: the classic style and the one most people know.</li><li><strong>Extra Dry</strong> and <strong>Demi-Sec</strong>: noticeably sweeter, better with dessert.</li></ul>
<h2>Grapes and vintage</h2>
<p><em>Blanc de Blancs</em> means only Chardonnay: expect lemon, chalk and finesse. <em>Blanc de Noirs</em> is white wine from black grapes (Pinot Noir and Meunier), rounder and fruitier. A year on the label means a vintage wine from a single harvest; <strong>NV</strong> means non-vintage, a blend of several years that keeps the house style consistent.</p>
<h2>The tiny letters that matter</h2>
<p>Look for two letters near the bottom of the label. <strong>RM</strong> (récoltant-manipulant) means a grower who makes wine from their own grapes. <strong>NM</strong> (négociant-manipulant) is a house that buys grapes. Neither is better by definition, but grower Champagnes tend to show their village more clearly, and that is what I love about them.</p>`,
  },
  {
    slug: 'decanting-when-why-how-long', author: 'james@sommlike.test', title: 'Decanting: When, Why and How Long', theme: 'Red',
    html: `<p>Few wine rituals cause as much confusion as decanting. It is not just for show: pouring wine into a decanter does two different jobs, and knowing which one you need tells you how long to wait.</p>
<h2>Job one: leaving the sediment behind</h2>
<p>Old reds, especially Bordeaux, Barolo and vintage Port, throw a deposit in the bottle. Stand the bottle upright for a day, then pour slowly in one steady motion over a light until you see the sediment reach the neck. Stop there. These wines are fragile, so serve them within <strong>30 minutes</strong>.</p>
<h2>Job two: letting the wine breathe</h2>
<p>Young, tannic wines often taste closed straight from the bottle. Air softens the tannins and releases aromas. As a rule of thumb:</p>
<ul><li><strong>Young Cabernet, Syrah or Nebbiolo</strong>: one to two hours.</li><li><strong>Young Bordeaux or Rioja Reserva</strong>: about an hour.</li><li><strong>Pinot Noir and most whites</strong>: rarely needed; 15 minutes at most.</li></ul>
<h2>When in doubt</h2>
<p>Taste as you go. Pour a small glass as soon as you open the bottle, then again every half hour. <em>The wine will tell you when it is ready</em>, and you will learn more about it than any rule can teach.</p>`,
  },
  {
    slug: 'right-temperature-for-every-wine', author: 'aisha@sommlike.test', title: 'The Right Temperature for Every Wine', theme: 'Mixed',
    html: `<p>Most of us serve whites too cold and reds too warm. Temperature changes how a wine tastes more than almost anything else, and fixing it costs nothing.</p>
<h2>A simple guide</h2>
<ul><li><strong>Sparkling wine</strong>: 6–8 °C. Cold keeps the bubbles fine.</li><li><strong>Light whites and rosé</strong> (Sauvignon Blanc, Pinot Grigio, Provence rosé): 7–10 °C.</li><li><strong>Fuller whites</strong> (oaked Chardonnay, Chenin Blanc): 10–13 °C, so the texture shows.</li><li><strong>Light reds</strong> (Beaujolais, Pinot Noir): 13–16 °C, a touch cool.</li><li><strong>Full reds</strong> (Cabernet, Syrah, Malbec): 16–18 °C, cooler than most rooms.</li></ul>
<h2>The twenty-minute rule</h2>
<p>Take whites out of the fridge <strong>twenty minutes</strong> before serving, and put reds in the fridge for twenty minutes. It sounds backwards, but a refrigerator runs at about 4 °C and a living room at 22 °C, and neither is right for wine.</p>
<h2>Why it matters</h2>
<p>Too cold, and aromas shut down while acidity and tannin feel harsh. Too warm, and alcohol dominates, making a wine taste flabby and hot. Try the same red at two temperatures side by side; it is the fastest way to <em>taste</em> the difference.</p>`,
  },
  {
    slug: 'riesling-sweetness-decoded', author: 'hannah@sommlike.test', title: 'Riesling Sweetness Decoded: Kabinett to Auslese', theme: 'White',
    html: `<p>People tell me they do not like sweet wine, and then they taste a Mosel Kabinett and change their minds. German Riesling labels can look intimidating, but they follow a logic that is easy to learn.</p>
<h2>Ripeness, not sweetness</h2>
<p>Words like Kabinett and Spätlese (the <em>Prädikat</em>) describe how ripe the grapes were at harvest, not exactly how sweet the wine is. Riper grapes can make sweeter wine, or stronger dry wine.</p>
<ol><li><strong>Kabinett</strong>: the lightest; often delicately off-dry, low in alcohol, electric acidity.</li><li><strong>Spätlese</strong>: late harvest; riper, with more body and stone fruit.</li><li><strong>Auslese</strong>: selected bunches; richer, often sweet, built to age for decades.</li></ol>
<h2>The words that mean dry</h2>
<p><strong>Trocken</strong> means dry. <strong>Feinherb</strong> (or halbtrocken) means off-dry. If neither appears on a Kabinett or Spätlese, expect some sweetness balanced by bright acidity.</p>
<h2>Why it works with food</h2>
<p>That balance of sugar and acid is magic with spicy food. Try a Spätlese with green curry or Sichuan noodles: the sweetness tames the heat and the acidity keeps every bite fresh.</p>`,
  },
  {
    slug: 'barolo-vs-barbaresco', author: 'marco@sommlike.test', title: "Barolo vs. Barbaresco: Nebbiolo's Two Faces", theme: 'Red',
    html: `<p>Barolo and Barbaresco are made from the same grape, Nebbiolo, in villages barely twenty kilometres apart. Yet anyone who grew up in the Langhe, as I did, will tell you they are different wines.</p>
<h2>Barolo: the king</h2>
<p>Barolo must age at least <strong>38 months</strong> before release, 18 of them in wood. Its vineyards sit higher and on more varied soils, giving wines with firm tannins, aromas of <em>tar and roses</em> and the structure to age for twenty years or more.</p>
<h2>Barbaresco: the queen</h2>
<p>Barbaresco needs <strong>26 months</strong> of ageing. Its vineyards are closer to the Tanaro river and slightly warmer, so the wines are often more approachable young, perfumed and elegant.</p>
<h2>Which should you buy?</h2>
<ul><li>For a dinner this year, choose <strong>Barbaresco</strong> or a Langhe Nebbiolo.</li><li>For the cellar, choose <strong>Barolo</strong> from a classic vintage.</li><li>For learning, buy one of each from the same producer and taste them side by side.</li></ul>
<p>Whichever you open, serve it in a large glass with something rich: tajarin with butter and truffle is the local answer, and it is hard to beat.</p>`,
  },
  {
    slug: 'malbec-beyond-mendoza', author: 'diego@sommlike.test', title: "Malbec Beyond Mendoza: Patagonia's Cool Edge", theme: 'Red',
    html: `<p>When people think of Argentine Malbec, they picture Mendoza: high desert vineyards under the Andes, ripe plum and violet, soft and generous. But some of the most exciting Malbec today comes from much further south.</p>
<h2>Patagonia's climate</h2>
<p>In Río Negro and Neuquén, the vineyards sit at lower altitude but much further from the equator. Strong winds, cool nights and long sunny days give grapes with thick skins and fresh acidity.</p>
<h2>What changes in the glass</h2>
<ul><li><strong>Brighter fruit</strong>: red cherry and raspberry alongside the classic blackberry.</li><li><strong>Firmer acidity</strong>: wines that feel lifted rather than plush.</li><li><strong>Old vines</strong>: some Río Negro vineyards date back to the early twentieth century.</li></ul>
<h2>How to taste the difference</h2>
<p>Open a Valle de Uco Malbec next to a Río Negro bottle. The first will be dense and floral, the second tighter and more savoury. Both are delicious with grilled steak and chimichurri, but the Patagonian wine will surprise you with salmon too.</p>`,
  },
  {
    slug: 'rioja-aging-categories', author: 'sofia@sommlike.test', title: "Rioja's Aging Categories: Crianza, Reserva, Gran Reserva", theme: 'Red',
    html: `<p>Spain labels many of its red wines by how long they were aged before release. In Rioja and Ribera del Duero these words tell you a lot about the style in your glass.</p>
<h2>The categories</h2>
<ul><li><strong>Joven or Roble</strong>: little or no oak; fresh, fruity and ready now.</li><li><strong>Crianza</strong>: at least two years of ageing, one of them in barrel. Cherry fruit with a touch of vanilla.</li><li><strong>Reserva</strong>: at least three years, one in barrel. More spice, leather and depth.</li><li><strong>Gran Reserva</strong>: at least five years, two in barrel. Made only in good vintages; savoury, complex and silky.</li></ul>
<h2>American or French oak?</h2>
<p>Traditional Rioja uses American oak, which gives <em>coconut and dill</em> notes. Modern producers often use French oak for finer spice. Neither is right or wrong, but knowing the difference helps you find the style you like.</p>
<h2>My advice</h2>
<p>Gran Reserva is one of the best values in the wine world: a wine aged for you for five years, often for less than a young Napa Cabernet. Pair it with roast lamb, or simply jamón and Manchego.</p>`,
  },
  {
    slug: 'burgundy-in-five-minutes', author: 'claire@sommlike.test', title: 'Burgundy in Five Minutes: The Village Hierarchy', theme: 'Red',
    html: `<p>Burgundy has a reputation for being complicated. In truth it follows one idea: the more precisely a wine names its place, the more special that place is believed to be.</p>
<h2>Four levels</h2>
<ol><li><strong>Regional</strong>: Bourgogne Rouge or Blanc. Grapes from anywhere in the region; the best are bargains.</li><li><strong>Village</strong>: a village name such as Gevrey-Chambertin or Meursault. The character of one village.</li><li><strong>Premier Cru</strong>: a named vineyard within a village, with a reputation for quality.</li><li><strong>Grand Cru</strong>: the top 2% of vineyards, so famous they carry no village name at all.</li></ol>
<h2>Producer matters as much as place</h2>
<p>A great producer's Bourgogne Rouge can outshine a careless one's Premier Cru. Find two or three domaines you like and follow them through the hierarchy.</p>
<h2>Where to start</h2>
<p>Try a village Pinot Noir from <em>Volnay</em> for perfume, then one from <em>Gevrey-Chambertin</em> for power. For whites, compare <em>Chablis</em> with <em>Meursault</em>: the same grape, Chardonnay, and two completely different wines.</p>`,
  },
  {
    slug: 'starter-cellar-for-500', author: 'james@sommlike.test', title: 'Building a Starter Cellar for $500', theme: 'Red',
    html: `<p>You do not need a vaulted basement to start a cellar. A dark closet, a steady temperature and a plan will do. Here is how I would spend five hundred dollars today.</p>
<h2>The plan: drink some, keep some</h2>
<ul><li><strong>Six everyday bottles</strong> ($15–20): Côtes du Rhône, Chianti Classico, Beaujolais cru. Drink over the next year.</li><li><strong>Six bottles to keep three to five years</strong> ($25–35): Rioja Reserva, Barbera Superiore, Willamette Pinot Noir.</li><li><strong>Three bottles for ten years</strong> ($50–70): a Bordeaux from the Médoc, a Barolo, a Mosel Riesling Spätlese.</li></ul>
<h2>Storage basics</h2>
<p>Keep bottles on their side, away from light and vibration, at a steady 12–15 °C. Steadiness matters more than the exact number: a closet that stays at 18 °C all year is better than a garage that swings from 5 to 30.</p>
<h2>Keep notes</h2>
<p>Write down what you bought and when you plan to open it. Buy two or three of the age-worthy wines if you can, so you can <em>taste how they change</em>. That is the real joy of a cellar.</p>`,
  },
  {
    slug: 'pairing-wine-with-spicy-food', author: 'aisha@sommlike.test', title: 'Pairing Wine with Spicy Food', theme: 'Rosé',
    html: `<p>Spicy food has a reputation as a wine killer. It is not: it just needs the right partner. Heat amplifies alcohol and tannin, so the trick is to avoid both.</p>
<h2>What works</h2>
<ul><li><strong>Off-dry Riesling</strong>: a touch of sweetness soothes the burn, and acidity keeps it fresh.</li><li><strong>Chenin Blanc</strong>: honeyed and bright, lovely with Thai and Sichuan dishes.</li><li><strong>Dry rosé</strong>: chilled and fruity, easy with tacos and grilled chicken.</li><li><strong>Gamay</strong>: low tannin, juicy red fruit, great with spiced barbecue.</li></ul>
<h2>What to avoid</h2>
<p>High-alcohol, oaky or very tannic reds, such as big Cabernet or young Barolo, turn bitter and hot next to chili. Save them for the steak.</p>
<h2>A simple test</h2>
<p>Next time you order takeout, open a Kabinett Riesling and a rosé together. Take a bite, then a sip of each. You will know which pairing you prefer within one mouthful, and it is a lot more fun than reading about it.</p>`,
  },
  {
    slug: 'why-oregon-pinot-noir', author: 'hannah@sommlike.test', title: 'Why Oregon Pinot Noir Deserves Your Attention', theme: 'Red',
    html: `<p>Fifty years ago there was barely a vineyard in the Willamette Valley. Today it is one of the most exciting places in the world for Pinot Noir, and its wines are still fairly priced.</p>
<h2>Soils you can taste</h2>
<p>The valley has two main soil types. <strong>Jory</strong>, red volcanic soil in the Dundee Hills, gives wines of red fruit and spice. <strong>Willakenzie</strong>, ancient marine sediment in Yamhill-Carlton and Ribbon Ridge, gives darker fruit and firmer structure.</p>
<h2>A climate like Burgundy's</h2>
<p>Cool, wet winters and dry, warm summers let Pinot Noir ripen slowly. Cool air from the Pacific through the Van Duzer Corridor keeps the <em>Eola-Amity Hills</em> especially fresh.</p>
<h2>What to try</h2>
<ul><li>A Dundee Hills Pinot Noir for silky red cherry.</li><li>An Eola-Amity Hills bottle for tension and spice.</li><li>A Willamette Chardonnay: the region's best-kept secret.</li></ul>
<p>Pair them with salmon, mushrooms or roast duck, and taste why so many Burgundian families have bought vineyards here.</p>`,
  },
  {
    slug: 'rose-is-not-just-for-summer', author: 'sofia@sommlike.test', title: 'Rosé Is Not Just for Summer', theme: 'Rosé',
    html: `<p>Every September, rosé disappears from shop windows. That is a shame, because good dry rosé is one of the most food-friendly wines there is, whatever the season.</p>
<h2>How rosé is made</h2>
<p>Most rosé comes from red grapes whose juice stays in contact with the skins for a few hours only. <strong>Direct press</strong> rosés are pale and delicate; <strong>saignée</strong> rosés, bled off from red wine tanks, are deeper and fruitier.</p>
<h2>Rosés for cooler months</h2>
<ul><li><strong>Tavel</strong> from the Rhône: dark, structured, made for roast chicken.</li><li><strong>Rioja Rosado</strong>: Garnacha fruit with a savoury edge, perfect with chorizo.</li><li><strong>Rosé Champagne</strong>: for any holiday table, from appetisers to dessert.</li></ul>
<h2>Serving tips</h2>
<p>Serve it cold but not icy, around 8–10 °C. Most rosé is best within two years of the vintage, so buy the most recent one. Then bring it to Thanksgiving: it loves turkey and cranberry sauce as much as it loves a summer picnic.</p>`,
  },
  {
    slug: 'opening-sparkling-wine-safely', author: 'kenji@sommlike.test', title: 'Opening Sparkling Wine Safely (and Quietly)', theme: 'White',
    html: `<p>A bottle of Champagne holds about six atmospheres of pressure, roughly three times a car tyre. A flying cork can cause real injuries, so here is how professionals open it with a gentle sigh instead of a bang.</p>
<h2>Step by step</h2>
<ol><li><strong>Chill the bottle well</strong>: cold wine holds its bubbles and its cork better.</li><li>Remove the foil and keep your thumb on the cork from now on.</li><li>Loosen the wire cage with six half-turns, but <em>leave it on</em>: it gives you grip.</li><li>Hold the bottle at 45 degrees, pointed away from people and lamps.</li><li>Turn the <strong>bottle</strong>, not the cork, while holding the cork firmly.</li><li>Let the cork ease out slowly; aim for a soft hiss.</li></ol>
<h2>Pouring</h2>
<p>Pour a little into each glass first, let the foam settle, then top up. Tilted glasses keep more bubbles. A white wine glass shows the aromas better than a narrow flute.</p>
<h2>Keeping leftovers</h2>
<p>A proper sparkling wine stopper keeps a bottle lively for two or three days in the fridge. The silver spoon in the neck trick, sadly, is a myth.</p>`,
  },
  {
    slug: 'super-tuscans-explained', author: 'marco@sommlike.test', title: 'Tuscany Beyond Chianti: Super Tuscans Explained', theme: 'Red',
    html: `<p>In the 1970s a few Tuscan producers broke the rules. They planted Cabernet Sauvignon and Merlot, aged their wines in small French barrels, and sold them as humble <em>vino da tavola</em>. Those rebels became the Super Tuscans.</p>
<h2>Why they broke the rules</h2>
<p>At the time, Chianti rules required white grapes in the blend and old large casks. Producers who wanted to make a different style simply left the appellation system and let the quality speak.</p>
<h2>Where they come from</h2>
<ul><li><strong>Bolgheri</strong> on the coast: gravelly soils and sea breezes, ideal for Cabernet and Merlot.</li><li><strong>Maremma</strong>: warmer and wilder, with generous, ripe wines.</li><li><strong>Chianti Classico</strong> hills: some estates make 100% Sangiovese outside the rules.</li></ul>
<h2>How to enjoy them</h2>
<p>Today most carry the <strong>Toscana IGT</strong> or Bolgheri DOC label. They are rich and polished and love grilled meat. Decant young bottles for an hour, and try one next to a Chianti Classico Riserva to see both sides of Tuscany.</p>`,
  },
];
