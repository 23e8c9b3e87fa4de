# GENERATED from engine/data by `python -m bot.core.i18n`: do not edit; change the JSON and regenerate.
# The English of the service's facts: cards' Event texts and notes, rules summaries, glossary, tables.

card-1-effect =
    1. The US player picks exactly one Plot marker that sits in a Muslim country. The marker stays face
       down; picking it does not reveal it to the US.
    2. Flag that Plot as backlashed. Nothing else changes now.
    3. When Plots are resolved at the end of this US Action Phase (5.2.3, 8.5.6), if the flagged Plot is
       still on the map (it was not Blocked by an Alert or removed by another Event first), resolve it
       normally except for the Funding step, which is reversed:
       - numbered Plot in a country at Good Governance: Funding -2 instead of +2;
       - numbered Plot in a country worse than Good: Funding -1 instead of +1;
       - WMD Plot: Funding is set to 1 (instead of being raised).
       Every other resolution step still happens as usual: -1 Prestige (or Prestige to 1 if WMD) when
       Troops are present, the Governance/Aid dice (number of dice = Plot number, 3 if WMD), and the
       return of the marker to Available Plots (or removal from the game if WMD).
    4. If the flagged Plot is Blocked or removed before resolution, Backlash has no effect. Only the one
       selected Plot is affected; the flag does not carry past that resolution.
card-2-effect =
    LAPSING: put the card in a Lapsing box; the effect lasts until the Event Lapse step at the end of
    this turn (5.2.6). While it lasts, Jihadist Travel (8.3) is restricted:
    1. No Cell may Travel to a country that is not Adjacent to its origin (non-Adjacent Travel is simply
       not allowed; it cannot be attempted).
    2. Travel to an Adjacent country with Good Governance (a Good Muslim country or a Good-1 non-Muslim
       country such as the US, UK or Canada) is no longer automatic: roll one die per Cell; it succeeds
       only on a 1 (the Good Governance number). A failed roll removes the Cell to the Funding Track
       with no Cadre placed (8.3.2).
    3. Travel to an Adjacent country at Fair, Poor or Islamist Rule, and Travel within a country to
       regain Sleeper status, stay automatic.
    Adjacency is the normal map adjacency, including the Schengen links (4.5) and any changes made by
    other Events (for example Patriot Act leaves the US Adjacent only to Canada).
card-3-effect =
    1. Place a CTR marker in Russia (no change if one is already there).
    2. Look at Central Asia's Alignment. If it is Ally or Neutral, also place a CTR marker in Central
       Asia. If it is Adversary, or Central Asia is still unmarked, no marker goes there (the card does
       not test Central Asia).
    3. Lingering effect of each CTR marker: the WMD-acquisition Events cannot use a country that holds
       CTR. Loose Nuke (71) needs a Cell in Russia with no CTR; Kazakh Strain (69) needs a Cell in Central
       Asia with no CTR; HEU (65) needs a Cell in Russia or Central Asia that has no CTR. If every
       qualifying country for one of these Events holds CTR, that Event is unplayable.
    4. The markers stay for the rest of the game. The Jihadist Event Ex-KGB (62) removes the CTR marker
       from Russia (instead of its other effects) when one is there. Nothing on the card removes the
       Central Asia marker. Because the card is not REMOVE, it can be played again later (for example to
       restore Russia's marker after Ex-KGB).
card-4-effect =
    1. Test the Philippines: if its Posture is unmarked, roll Posture (1-4 Soft, 5-6 Hard), mark it and
       recompute World Posture; if already marked, nothing happens.
    2. Funding -1.
    3. Place the Moro Talks marker (in the Philippines or the Event Box). It lasts for the rest of the game.
       While it is in effect, Abu Sayyaf (57) cannot be played as an Event.
    4. If Abu Sayyaf is in effect, remove its marker now (6.2.8): its lingering effects end (the US may no
       longer Deploy to the Philippines because of it, and Plots placed there no longer cost Prestige).
       Troops already in the Philippines stay where they are.
    5. Remove the card from the game.
card-5-effect =
    1. Place the NEST marker in the United States. It stays for the rest of the game; the card is removed.
    2. Lingering effect, 2-player game: whenever a WMD Plot marker is placed in the United States it is
       placed face up, so the US can see it (and Alert it). Numbered Plots there stay face down, which
       tells the US they are not WMD.
    3. Lingering effect, 1-player game: while the Jihadists have at least one WMD Plot marker Available
       (in the Available Plots box), every Plot marker placed in the United States is placed face up.
    NEST changes only what is visible; it does not Block or alter Plot resolution.
card-6-effect = Funding -2. Nothing else. The card goes to the discard pile and can be played again in later turns.
card-7-effect =
    Identical to card 6: Funding -2. Nothing else. The card goes to the discard pile and can be played
    again in later turns.
card-8-effect =
    1. Eligible Cells: any Cell (Sleeper or Active) located in a country that has Troops, or in a country
       Adjacent to a country that has Troops. Any kind of country qualifies (Muslim, non-Muslim or Iran).
       Troops on the Troops Track do not count. Adjacency includes Schengen links and is changed by Patriot
       Act (US Adjacent only to Canada).
    2. The US selects one eligible Cell and removes it to the Funding Track. The US chooses the country
       and whether a Sleeper or an Active Cell goes.
    3. If that was the last Cell in the country and there is no Cadre, place a Cadre (4.8.4).
    Exactly one Cell is removed.
card-9-effect =
    Identical to card 8: the US removes one Cell of its choice (Sleeper or Active) that is in a country
    with Troops or in a country Adjacent to a country with Troops; place a Cadre if that empties a country
    without a Cadre. Exactly one Cell is removed.
card-10-effect =
    Identical to card 8: the US removes one Cell of its choice (Sleeper or Active) that is in a country
    with Troops or in a country Adjacent to a country with Troops; place a Cadre if that empties a country
    without a Cadre. Exactly one Cell is removed.
card-11-effect =
    1. Place the Abbas marker in the Event Box (always, even if step 2 does nothing, 6.2.4).
    2. Check both conditions now: the Troops marker is not in Overstretch (at least 5 Troops on the Troops
       Track) AND no country Adjacent to Israel (Egypt, Jordan, Lebanon) is under Islamist Rule. If both
       hold: Prestige +1 and Funding -2. If either fails: no Prestige or Funding change. This is a one-time
       change, not repeated while the marker stays.
    3. Lingering effect: while the Abbas marker is in play, Quartet (26) satisfies its Abbas requirement.
    4. The marker is removed as soon as a Plot is resolved (unblocked, 8.5.6) in Israel. A Plot in Israel
       that is Blocked by Alert or an Event does not remove it.
    5. Remove the card from the game.
card-12-effect =
    1. Test Egypt (roll Governance only if Egypt is unmarked; it becomes Poor or Fair Neutral).
    2. Then count countries under Islamist Rule: if there is at least one, Funding -2; if there are none,
       Funding -4.
card-13-effect =
    1. Choose Iraq or Syria; the chosen country must contain Troops. If both contain Troops the US picks.
    2. Place one Aid marker in the chosen country (Aid accumulates, 7.2.2.2).
    3. Prestige +1.
    4. Place the Anbar Awakening marker in the Event Box. Lingering effect: while it is in play, Al-Anbar
       (58) cannot be played as an Event. If the Al-Anbar marker is in play when Anbar Awakening is
       played, remove it (6.2.8), which ends Al-Anbar's restriction on Disrupt in Iraq and Syria and its
       blocking of the US play of Bin Ladin and Zawahiri.
    5. The marker stays for the rest of the game. The card is not removed, so a later play repeats the
       Aid and Prestige (the marker is already there).
card-13-notes = Ruling (6.2.2): the Event governs. It places the Aid in the chosen country whatever its Governance, also at Good or Islamist Rule: 7.2.2.3 and 8.4.4 remove Aid at the moment of a shift to Good or Islamist Rule and do not forbid it ever after.
card-14-effect =
    1. The US selects one Adversary country (only Muslim countries have Alignment, so it is a Sunni or
       Shia-Mix country).
    2. Roll one die. On 4, 5 or 6 the country's Alignment shifts from Adversary to Neutral. On 1-3 nothing
       happens.
    Governance is never changed by this Event.
card-14-notes = Ruling (6.2.2): the Event governs. Any Adversary may be selected, also one under Islamist Rule; on 4-6 it becomes Neutral and keeps its Islamist Rule Governance (8.4.4 makes a country an Adversary only at the moment of its Islamist Revolution).
card-15-effect =
    1. Choose Somalia or Sudan, whichever is under Islamist Rule; if both are, the US picks one.
    2. Set that country to Poor Governance with Neutral Alignment. It stops being an Islamist Rule
       country (lower the Islamist Rule Resources track; the Poor/Islamist country count is unchanged).
       Funding and Prestige are not changed; Cells, Cadre, Troops and Plots there stay.
    3. Remove the card from the game.
card-16-effect =
    1. The US chooses Benelux's Posture, Hard or Soft, and marks it (no die roll; this also marks an
       unmarked Benelux). Recompute World Posture.
    2. If no country at all is under Islamist Rule, Funding -1.
    3. Remove the card from the game.
card-17-effect =
    1. The US player looks at the whole Jihadist hand.
    2. If the hand holds any of Loose Nuke (71), HEU (65) or Kazakh Strain (69), each such card is
       discarded to the discard pile (their Events do not happen, 6.3.2.3).
    3. Only if none of those three cards was in the hand: the US removes one Cell from Russia or from
       Central Asia (US picks the country and Sleeper or Active). Place a Cadre if that empties the
       country (4.8.4). If neither country has a Cell, nothing more happens.
card-18-effect =
    1. The US player looks at the whole Jihadist hand (nothing is taken or reordered).
    2. The US conducts one Operation with a value of 1, as if it had played a 1-value card: War of Ideas,
       Deploy or Disrupt only where the target's Governance needs just 1 (Good countries, Good-1 non-Muslim
       countries, Deploy to the Troops Track), or Reserves +1. Alert, Regime Change, Withdraw and
       Reassessment are impossible with a 1-value Operation. Reserves cannot be added to this Operation
       (6.3.3.1: Reserves add only to cards played for Operations, not to Events).
    3. Then the US may immediately play one extra card from its hand, interrupting the Action Phase. It is
       played normally (Event or Operations, and a Jihadist Event on it triggers as usual). It is in
       addition to the two cards of the Action Phase; afterwards the Action Phase continues.
card-19-effect =
    Turkey's Governance becomes Fair and its Alignment becomes Ally, whatever they were before:
    - unmarked Turkey is marked Fair Ally directly (no test roll);
    - Poor Turkey improves to Fair; Good Turkey is worsened to Fair;
    - Islamist Rule Turkey leaves Islamist Rule (its markers were already cleared when it became IR).
    Aid, Besieged Regime or Regime Change markers already there stay unless the change itself removes them.
card-20-effect =
    1. Jordan's Governance becomes Fair and its Alignment Ally, whatever they were before (unmarked Jordan
       is marked directly, Poor improves, Good is worsened to Fair, Islamist Rule ends).
    2. Prestige +1.
    3. Funding -1.
    4. Remove the card from the game.
card-21-effect =
    1. The US selects one Plot marker in an Ally country or a Good-Governance country.
    2. Reveal it and take it off the map as an Alert would (7.5.3): a WMD Plot is removed from the game;
       a numbered Plot returns face down to Available Plots.
    3. The US draws one card from the Draw Deck into its hand (if the deck is empty, reshuffle per 5.3.1,
       which can end the game on the final reshuffle).
    4. The US selects the Posture (Hard or Soft) of any one non-US country that has a Posture (a non-Muslim
       country other than the United States and Israel; Iran has none). Recompute World Posture.
card-22-effect =
    1. Remove every Cell, Sleeper and Active, from Israel, Jordan and Lebanon to the Funding Track.
    2. Each of those countries that had a Cell and now has none gets a Cadre if it has none (4.8.4).
    Plots and existing Cadres there are not affected.
card-23-effect =
    1. The US selects a Muslim country (Sunni or Shia-Mix; Iran and non-Muslim countries are not allowed)
       that has at least one Cell.
    2. Remove one Cell of the US's choice (Sleeper or Active) from it to the Funding Track.
    3. Place a Cadre if that was the last Cell and there is no Cadre (4.8.4).
    If no Muslim country has a Cell, the Event does nothing.
card-24-effect =
    Identical to card 23: the US removes one Cell of its choice from a Muslim country (not Iran, not a
    non-Muslim country); Cadre if that empties the country. No effect if no Muslim country has a Cell.
card-25-effect =
    Identical to card 23: the US removes one Cell of its choice from a Muslim country (not Iran, not a
    non-Muslim country); Cadre if that empties the country. No effect if no Muslim country has a Cell.
card-26-effect =
    Prestige +2 and Funding -3. The Abbas marker stays in play. The card goes to the discard pile
    (not removed), so it can be played again while the conditions hold.
card-27-effect =
    1. Place one Aid marker in Iraq.
    2. Prestige +1.
    3. Place the Saddam Captured marker in the Event Box for the rest of the game. Lingering effects:
       Saddam (92) cannot be played as an Event, and the Jihadist Event FREs (51) places 2 Cells in Iraq
       instead of 4.
    4. Remove the card from the game.
card-27-notes = Ruling (6.2.2): the Event governs. The Aid is placed in Iraq whatever its Governance, also at Good or Islamist Rule (7.2.2.3 and 8.4.4 remove Aid only at the moment of the shift).
card-28-effect =
    The US chooses one country that has a Besieged Regime marker and removes that marker. Nothing else
    changes (Governance, Alignment and Aid stay). If no Besieged Regime marker is on the map, the Event
    has no effect.
card-29-effect =
    1. Set the United Kingdom's Posture to match the current US Posture (Hard or Soft). No Prestige
       change from this step.
    2. The US may then choose 0 to 3 different Schengen countries (Spain, France, Benelux, Germany, Italy,
       Scandinavia, Eastern Europe). In each one, resolve a War of Ideas roll as in 7.2.3, with no card
       value needed: roll one die, 1-4 = Soft, 5-6 = Hard, and mark or change that country's Posture
       accordingly; if the resulting Posture equals the US Posture, Prestige +1 (per country).
    3. Recompute World Posture after the changes.
    4. Remove the card from the game.
card-30-effect =
    1. The US selects one Regime Change country.
    2. Place one Aid marker there.
    3. Roll War of Ideas there (7.2.1): one die, modified as usual (Prestige; -1 if trying to go from Fair
       to Good; +1 per Aid marker, including the one just placed; +1 for an Adjacent Good Ally) but with
       the GWOT Relations Penalty counted as 0. No card-value requirement applies, and the Regime Change
       restriction of 7.2.1.3 (Troops must exceed Cells by 5) is ignored (6.2.2 uses this very card as
       its example).
    4. Modified result 5 or more: if the country is an Ally, improve its Governance one level (Poor to
       Fair, Fair to Good; reaching Good removes its Regime Change, Besieged Regime and Aid markers); if it
       is Neutral, shift it to Ally. A result of 4 or less has no further effect (the country already has
       Aid, so the fail-by-one Aid of 7.2.2.1 cannot add another).
card-31-effect =
    1. In each of the United States, the United Kingdom and Canada: remove every Cell (Sleeper and Active)
       to the Funding Track, remove every Cadre, and remove every Plot marker (each is revealed; a WMD Plot
       leaves the game, a numbered Plot returns face down to Available Plots). Do NOT place Cadres for the
       Cells removed.
    2. The US draws one card from the Draw Deck into its hand (reshuffle per 5.3.1 if the deck is empty).
    3. Place the Wiretapping marker in the Event Box. It has no continuing effect of its own: it records
       that the program is in effect so that Leak (84/85) can target it. When Leak flips this marker to
       its Leak side, Wiretapping is Blocked and can no longer be played as an Event (the card may still be
       used for Operations).
card-32-effect =
    1. The US may (it is optional) discard one other card from its hand whose Operations value exactly
       equals the current Resources of one Adversary country. Resources include +1 per Oil Price Spike in
       effect for Oil Exporters (4.2.6), so such a country may reach 4 and become unmatchable. Reserves
       cannot be added to the discarded card's value (6.3.3.1 names Back Channel).
    2. If a card is discarded: that Adversary's Alignment becomes Neutral and one Aid marker is placed
       there. The discarded card's own Event does not occur (discards never trigger, 6.3.2.3).
    3. If the US declines to discard, the Event has no effect.
card-32-notes = Ruling (6.2.2): the Event governs. An Islamist Rule Adversary can be matched: it becomes Neutral, keeps its Islamist Rule Governance and gets the Aid marker.
card-33-effect =
    1. If Pakistan's Governance is Poor, improve it to Fair. Good or Fair Pakistan is unchanged; Alignment
       is unchanged.
    2. Place the Benazir Bhutto marker in Pakistan. Lingering effects while it is there:
       - No Jihad Operation (Minor or Major) may be conducted in Pakistan.
       - Musharraf (108) cannot be played as an Event.
       Plots in Pakistan are still placed and resolved normally (Plot resolution is not Jihad).
    3. The marker stays until the Jihadist Event Bhutto Shot (60) is played: Bhutto Shot Blocks Benazir
       Bhutto, so its play removes this marker, and while Bhutto Shot is in effect Benazir Bhutto cannot
       be played.
    4. Remove the card from the game.
card-34-effect =
    1. The US conducts one Disrupt Operation (7.4) without needing a card value: the target must have a
       Cell or Cadre and be an Ally, or hold at least 2 Troops, or be non-Muslim (not Iran); other Events
       that forbid Disrupt somewhere (such as FATA) still apply. Resolve normally: 2 Cells are affected if
       the target has 2+ Troops or Hard Posture, otherwise 1; each affected Active Cell is removed, each
       affected Sleeper becomes Active; with no Cells, a Cadre is removed instead; place a Cadre if the last
       Cell was removed; Prestige +1 if the country has 2+ Troops.
    2. The US takes one card at random from the Jihadist hand and adds it to the US hand (nothing if that
       hand is empty). It becomes an ordinary US card; if later played for Operations, a Jihadist Event
       on it triggers as usual (6.3.2).
    3. Place the Enhanced Measures marker in the Event Box. It has no continuing effect of its own: it
       records that the program is in effect so that Leak (84/85) can target it. Once Leak flips it,
       Enhanced Measures is Blocked and can no longer be played as an Event.
card-35-effect =
    1. Test Turkey (roll Governance only if Turkey is unmarked: Poor or Fair, Neutral).
    2. Improve Turkey's Governance by one level (Poor to Fair, Fair to Good; already Good stays Good).
       Reaching Good removes any Aid, Besieged Regime and Regime Change markers there. Alignment unchanged.
    3. The US chooses France's Posture (Hard or Soft); recompute World Posture.
    4. Funding -2.
    5. Remove the card from the game.
card-35-notes = Hijab places no Aid itself; it can leave Turkey Good and Neutral. Ruling (7.2.2.3): War of Ideas (a rule, not an Event) places no Aid in a Good country, so a later War of Ideas there that fails by one places none; an Event that places Aid still does (6.2.2).
card-36-effect =
    1. Pakistan's Alignment becomes Ally (Governance unchanged).
    2. The US chooses India's Posture (Hard or Soft); recompute World Posture.
    3. Place the Indo-Pakistani Talks marker. Lingering effect: while it is in play, Kashmir (83) and
       Lashkar-e-Tayyiba (70) cannot be played as Events.
    4. The marker is removed as soon as a Plot is resolved (unblocked, 8.5.6) in India; after that the two
       Jihadist Events are playable again.
    5. Remove the card from the game.
card-37-effect =
    1. Place the Iraqi WMD marker (Iraq or Event Box). Remove the card from the game.
    2. Lingering effect: while the marker is in place, the US may conduct a Regime Change Operation (7.3.4)
       in Iraq even though Iraq is not under Islamist Rule, whatever its Governance (and Alignment). All
       other Regime Change requirements still apply: US Posture Hard at that moment, at least 6 Troops able
       to Deploy from a single location, and a 3-value card (Reserves allowed, 6.3.3.1).
    3. The Regime Change may be done right away using this very card's 3 Ops, or later with any other
       card played for Operations.
    4. Regime Change is carried out as usual: Deploy at least 6 Troops into Iraq, place a green Regime
       Change marker, roll Iraq's Governance (1-4 Poor, 5-6 Fair), set Alignment to Ally, flip every
       Sleeper Cell there to Active, roll Prestige.
    5. Remove the Iraqi WMD marker once a Regime Change in Iraq is conducted.
card-38-effect =
    1. Libya's Alignment becomes Ally (Governance stays Poor).
    2. Prestige +1.
    3. The US picks 2 different Schengen countries and chooses the Posture (Hard or Soft) of each; no die
       roll. Recompute World Posture.
    4. Place the Libyan Deal marker. Lingering effect: while it is in play, Libyan WMD (39) cannot be played
       as an Event. If the Libyan WMD marker is in play, remove it now (6.2.8), ending its Regime Change
       permission for Libya.
    5. Remove the card from the game.
card-39-effect =
    1. Place the Libyan WMD marker (Libya or Event Box). Remove the card from the game.
    2. Lingering effect: while the marker is in place, the US may conduct a Regime Change Operation (7.3.4)
       in Libya even though Libya is not under Islamist Rule, whatever its Governance (and Alignment). All
       other Regime Change requirements still apply: US Posture Hard at that moment, at least 6 Troops able
       to Deploy from a single location, and a 3-value card (Reserves allowed).
    3. The Regime Change may be done right away using this very card's 3 Ops, or later with any other
       card played for Operations.
    4. Regime Change is carried out as usual (Deploy 6+ Troops, green Regime Change marker, Governance
       roll 1-4 Poor / 5-6 Fair, Ally, Sleepers to Active, Prestige roll).
    5. Remove the Libyan WMD marker once a Regime Change in Libya is conducted, or when Libyan Deal is
       played (it Blocks Libyan WMD).
card-40-effect =
    1. The US selects one Regime Change country (these are always at Poor or Fair, 7.3.4.1).
    2. Improve its Governance by one level: Poor to Fair, or Fair to Good. Alignment unchanged.
    3. If it reaches Good: remove its Regime Change marker (its Troops may now Deploy freely) and any Aid
       and Besieged Regime markers there; check the US Good-Resources victory condition.
card-41-effect =
    1. The US picks one Regime Change country (any country holding a Regime Change marker; these are
       always Poor or Fair, 7.3.4.1).
    2. Add 1 Aid marker there, on top of any Aid it already has (Events may stack Aid, 7.2.2.2).
    3. Put the NATO marker in that country. There is a single NATO marker: if it is already in another
       country, move it here; if it is already here, it stays (the Aid is still added).
    4. Lingering effect: the NATO marker counts as 2 Troops in its country for every rule and Event that
       counts Troops there. Examples: Disrupt eligibility and strength (2+ Troops lets the US Disrupt a
       non-Ally, affects 2 Cells and gives +1 Prestige, 7.4); the Regime Change limits (War of Ideas only
       if Troops exceed Cells by 5, 7.2.1.3; Troops may not leave if fewer than Cells + 5 would remain,
       7.3.1); Major Jihad (Cells must exceed Troops by 5, 8.4.2); Plot resolution (-1 Prestige when Troops
       are present, Prestige to 1 if WMD, 8.5.6); Islamist Revolution with Troops present (Prestige set to
       1, 8.4.4); and Event preconditions that ask for Troops (FREs, Moqtada al-Sadr, Al-Jazeera, etc.).
    5. NATO is not a Troop cube. It never sits on the Troops Track, so it does not change the
       Low Intensity / War / Overstretch level or the US hand size (4.7.3).
    6. NATO never moves to another country. When the US Deploys (or Withdraws, 7.3.5) Troops out of the
       NATO country, it may count NATO as 2 of the departing Troops; if it does, remove the NATO marker
       from the map and do not add any cubes at the destination. The Regime Change limit of step 4 applies
       to what stays behind.
    7. Otherwise the marker stays, including after the country stops being a Regime Change country
       (Governance reaches Good or Islamist Rule). The card is not removed; a later play re-places NATO.
card-42-effect =
    1. Take the FATA marker off Pakistan. Its lingering effects stop at once: Disrupt is again allowed in
       Pakistan under the normal rules, and FATA no longer stops the US from playing Bin Ladin or Zawahiri.
    2. Nothing else changes (no Governance, Alignment, Cell or Prestige change).
    3. The FATA card (80) is not removed from the game, so the Jihadist may place the marker again later by
       playing FATA as an Event. Pakistani Offensive itself is not removed either.
card-43-effect =
    1. Place the Patriot Act marker (United States space or Event Box) and remove the card from the game.
    2. Lingering effect, for the rest of the game: the United States counts as Adjacent to Canada only.
       Its printed links to the United Kingdom and the Philippines and its Schengen link (4.5) stop counting
       as Adjacency, in both directions. Adjacency among the other countries is unchanged (for example the
       UK and Canada stay Adjacent to each other and to the Schengen countries).
    3. Consequences: Travel between the US and any country other than Canada is non-Adjacent Travel, so it
       needs a roll against the destination's Governance (a roll of 1 into the US, which is Good) and a
       failure removes the Cell (8.3.1-8.3.2); under Biometrics it is not allowed at all. Any rule, Event or
       bot priority that asks about countries Adjacent to the US uses Canada only.
    4. While the marker is in play the US may play Sanctions (cards 6 and 7) as Events; without it they are
       unplayable.
    5. Nothing in the game removes the marker.
card-44-effect =
    1. If at least one legal Disrupt target exists, the US must conduct one Disrupt (7.4) in a country of
       its choice, with no card-value requirement. A legal target holds a Cell (not counting Sadr) or a
       Cadre and is an Ally, or holds at least 2 Troops, or is non-Muslim (not Iran); it may not be under
       Islamist Rule (7.1.3), and lingering restrictions apply (FATA in Pakistan, Al-Anbar in Iraq/Syria).
       Resolve normally: 2 Cells are affected if the country has 2+ Troops or Hard Posture, otherwise 1;
       an affected Active Cell is removed to the Funding Track and an affected Sleeper becomes Active;
       with no Cells present a Cadre is removed instead; if the last Cell was removed place a Cadre;
       Prestige +1 if the country has 2+ Troops (7.4.4). If no target exists, skip this step.
    2. The Jihadist discards one card picked at random from its hand (nothing if the hand is empty). A
       discard never triggers an Event (6.3.2.3).
    3. Place the Renditions marker in the Event Box. Lingering effect: while it is there, Detainee Release
       (61) cannot be played as an Event.
    4. Leak (84 or 85) may flip this marker. Once flipped, Renditions no longer blocks Detainee Release and
       Renditions itself can no longer be played as an Event.
    5. The card is not removed; while unflipped it can be played again (the marker is already in place).
card-45-effect =
    1. Roll US Posture: one die plus 1; a modified 5 or more sets US Posture to Hard, otherwise Soft (so a
       natural 1-3 gives Soft, 4-6 Hard). Recompute the GWOT Relations Penalty.
    2. Prestige +3.
    3. The US picks any one non-Muslim country other than the United States and Israel (Israel is always
       Hard; Iran has no Posture) and sets its Posture to Hard or Soft as it wishes, whether or not the
       country was marked. No die roll. Recompute World Posture. No Prestige bonus applies (that bonus
       belongs to War of Ideas, 7.2.3).
card-46-effect =
    1. The US picks one qualifying country. Shia-Mix countries are Afghanistan, Gulf States, Iraq, Lebanon,
       Pakistan, Saudi Arabia, Turkey and Yemen (Syria is Sunni in the game).
    2. Improve its Governance by one level: Poor to Fair, or Fair to Good. Alignment is unchanged.
    3. If it becomes Good: remove its Regime Change marker (its Troops are no longer held there), any
       Besieged Regime marker and all Aid markers (7.2.1.1, 7.3.4.1), and check the US victory condition of
       12 Good Resources (2.1.1).
card-47-effect =
    LAPSING: put the card in a Lapsing box; the effect lasts until the Event Lapse step at the end of this
    turn (5.2.6).
    1. 2-player game: for every card the Jihadist plays during the rest of this turn, the card is drawn
       blind (at random) from the Jihadist hand instead of being chosen. Once the card is revealed, the
       Jihadist uses it normally (Event if it is a playable Jihadist or Unassociated Event, Operations,
       Reserves, and US Events triggered by Operations as usual).
    2. 1-player game (printed solitaire instruction): during the Jihadist Action Phases of the rest of this
       turn, Jihadist-associated and Unassociated Events are treated as not playable. US-associated Events
       are not affected.
    3. Jihadist Events triggered by the US playing Jihadist cards for Operations are not affected (the
       restriction concerns Jihadist card play only).
card-48-effect =
    1. The Jihadist immediately plays a second card from its hand; it counts as the second card of this
       Action Phase. If the Jihadist has no other card, the Event does nothing more.
    2. That second card is used only to Recruit in the United States. Roll as many dice as its Ops value
       (1-3). No Cell or Cadre needs to be in the US beforehand.
    3. Each roll of 1 or 2 succeeds (instead of the US's normal Good value of 1) and places one Available
       Sleeper Cell in the US; remove a Cadre there when the first Cell arrives. A failed roll does
       nothing. Stop placing once no Available Cell is left.
    4. Any US-associated Event on the second card is ignored (not triggered).
card-49-effect =
    1. Move one Cell from the Funding Track to Somalia (test Somalia first if its Governance is unmarked;
       an existing Besieged Regime marker is unaffected).
    2. Remove the card from the game, even if no Cell was left on the Funding Track to place (6.2.4).
card-50-effect =
    1. The Jihadist chooses Iraq or Iran.
    2. Move one Cell from the Funding Track to the chosen country (Iran is never tested; Iraq is already
       marked).
    3. Remove the card from the game, even if no Cell could be placed (6.2.4 uses this very card as its
       example).
card-51-effect =
    1. Move Cells from the Funding Track to Iraq: 4 of them, or only 2 while Saddam Captured (27) is in
       effect.
    2. If fewer Cells remain on the Funding Track, place all that remain. The card stays in the game.
card-52-effect =
    1. The US discards one card picked at random from its own hand. The discard triggers nothing
       (6.3.2.3). If the US hand is empty, nothing happens.
card-53-effect =
    1. The Jihadist immediately plays a second card from its hand, which counts as the second card of the
       Action Phase. Recruit with a total number of rolls equal to Madrassas' 1 Op plus the second card's
       Ops value (so 2-4 rolls); with no second card, just 1 roll.
    2. The Recruit follows 8.2 with two changes: Funding is ignored (every Cell on the Funding Track can be
       recruited), and the Jihadist may also Recruit in any country whose Governance is marked Poor or
       Islamist Rule even if it holds no Cell or Cadre. Normal targets (a country with a Cell or Cadre)
       remain allowed.
    3. The rolls may be split among several countries, declared before rolling (8.1.2). A roll succeeds on
       the country's Governance value or less (Recruit number for non-Muslim countries that have one);
       Recruit in a Regime Change or Islamist Rule country always succeeds. Each success places one
       Sleeper Cell; the first Cell removes a Cadre there. Stop when the Funding Track is empty.
    4. The second card's own Event is not carried out (it is spent on the recruit).
card-54-effect =
    1. Place the Sadr marker in Iraq and remove the card from the game.
    2. Lingering effect: Sadr is one Active Cell in Iraq. It is not a cylinder: it never comes from or
       returns to the Funding Track and does not count against the 15 Cells.
    3. It counts as a Cell in Iraq for everything else: it supports Jihad and Plot rolls, counts for Major
       Jihad (Cells exceeding Troops by 5), satisfies Event preconditions that need a Cell, and prevents
       the US "no Cells on the map" victory (2.1.1).
    4. It can never Travel (Operations or Events such as Schengen Visas and Clean Operatives) and can never
       be affected by Disrupt; a Disrupt in Iraq must pick other Cells.
    5. It can be removed by anything else that removes a Cell: US Events that remove Cells, a failed Jihad
       roll, and so on. When removed, take the marker out of the game (it cannot return). If Sadr was the
       last Cell and the removal was by Event, place a Cadre (4.8.4).
card-55-effect =
    1. Test China (roll its Posture only if unmarked; recompute World Posture).
    2. China now Soft: one Cell from the Funding Track goes to China. China now Hard: the Cell goes to
       Central Asia instead (test Central Asia first if unmarked).
    3. Remove the card from the game. The test in step 1 happens even when no Cell is left to place.
card-56-effect =
    1. Prestige -1.
    2. Place the Vieira de Mello Slain marker in the Event Box and remove the card from the game.
    3. Lingering effect: UN Nation Building (30) cannot be played as an Event. Nothing removes this marker,
       so the block lasts for the rest of the game.
card-57-effect =
    1. Move one Cell from the Funding Track to the Philippines (test its Posture first if unmarked).
    2. Place the Abu Sayyaf marker in the Philippines and remove the card from the game.
    3. Lingering effects while the marker is in play:
       a. The US may Deploy Troops to the Philippines although it is non-Muslim and not an Ally. The card
          used must meet the Philippines' Governance (Fair, so a 2- or 3-value card, 7.3.2).
       b. Each time a Plot marker is placed in the Philippines (by Plot Operation or by Event) while the
          Cells there are at least as many as the Troops there (Troops do not outnumber Cells), Prestige -1
          at once, per Plot marker placed.
    4. Moro Talks (4) Blocks this Event: while Moro Talks is in effect Abu Sayyaf cannot be played, and if
       Moro Talks is played while Abu Sayyaf is in effect, remove the Abu Sayyaf marker (its effects end;
       Troops already in the Philippines stay and may Deploy out normally).
card-58-effect =
    1. Move one Cell from the Funding Track to Iraq.
    2. Place the Al-Anbar marker in the Event Box and remove the card from the game.
    3. Lingering effects while the marker is in play:
       a. Every Disrupt in Iraq or Syria (Operation or Event-driven) affects at most 1 Cell, whatever the
          Troops or Posture, and never removes a Cadre there. A country in that pair holding only a Cadre is
          therefore not a Disrupt target. The +1 Prestige for a Disrupt where 2+ Troops are present still
          applies (7.4.4).
       b. The US may not use the US option of Bin Ladin (112) or Zawahiri (111). Jihadist play of those
          cards is unaffected.
    4. Anbar Awakening (13) Blocks this Event: while its marker is in play Al-Anbar cannot be played, and if
       it is played while Al-Anbar is in effect, remove the Al-Anbar marker.
card-59-effect =
    1. The US discards the US-associated card with the highest printed Ops value from its hand (one card;
       if several tie, the US picks which). No Event happens.
    2. If the US holds no US-associated card, nothing happens.
card-60-effect =
    1. Place the Bhutto Shot marker in Pakistan and remove the card from the game.
    2. If the Benazir Bhutto marker is in Pakistan, remove it: its ban on Jihad in Pakistan and its block
       on Musharraf end (6.2.8).
    3. Lingering effect: while Bhutto Shot is in play (the rest of the game), Benazir Bhutto (33) cannot be
       played as an Event.
card-61-effect =
    1. The Jihadist picks one country where such a Disrupt took place and moves one Cell from the Funding
       Track there.
    2. The Jihadist draws the top card of the Draw Deck into its hand (reshuffle first if the deck is empty,
       5.3.1).
    3. "Previous Action Phase" means the other side's phase just before this one, even if it was in the
       previous turn (5.2.2 note). The card is not removed.
card-62-effect =
    1. If Russia holds a CTR marker, remove that marker and do nothing else. A CTR marker in Central Asia is
       not touched. Loose Nuke and HEU can use Russia again; CTR (3) may later be replayed.
    2. Otherwise the Jihadist chooses one of:
       a. Set Caucasus's Posture to the opposite of the current US Posture (Soft if the US is Hard, Hard if
          the US is Soft), marked or not, with no roll; recompute World Posture. If Caucasus already has
          that Posture nothing changes.
       b. Test Central Asia (Governance roll if unmarked, Neutral), then shift its Alignment one box toward
          Adversary. An Adversary stays Adversary.
card-63-effect =
    1. The US discards one card picked at random from its hand (nothing if empty; no Event triggers).
    2. Funding +1.
    3. Prestige -1.
card-64-effect =
    1. Test Lebanon (Governance roll only if unmarked, Neutral).
    2. Syria's Alignment becomes Adversary, whatever it was (test Syria first if it is somehow unmarked).
    3. If Syria's Governance is Good or Fair, worsen it one level (Good to Fair, Fair to Poor). A Poor
       Syria stays Poor (this Event never causes Islamist Rule); an Islamist Rule Syria is unchanged.
    4. Remove the card from the game.
card-65-effect =
    1. The Jihadist picks Russia or Central Asia, among those that hold a Cell and have no CTR marker.
    2. Roll one die as for a 1-value Jihadist Operation there: success on a roll at or below the country's
       Governance value (Good 1, Fair 2, Poor 3); automatic success under Islamist Rule. Russia is Fair, so
       1-2 succeeds there.
    3. Success: move one WMD Plot marker from the "Loose Nuke, HEU & Kazakh Strain" box to the Available
       Plots box, face down (4.7.8.1). The Cell is unaffected.
    4. Failure: remove one Cell from that country to the Funding Track; place a Cadre if it was the last Cell
       there (removal by Event, 4.8.4).
    5. Remove the card from the game in either case.
card-66-effect =
    1. Move one Cell from the Funding Track to the United Kingdom (test its Posture first if unmarked).
       The card stays in the game.
card-67-effect =
    1. Central Asia and Afghanistan each receive one Cell from the Funding Track (test each first if
       unmarked).
    2. If only one Cell is on the Funding Track, the Jihadist chooses which of the two receives it.
    3. Remove the card from the game.
card-68-effect =
    1. Move two Cells from the Funding Track to Indonesia/Malaysia (test it first if unmarked); only one
       if just one is left on the track. The card stays in the game.
card-69-effect =
    1. Roll one die as for a 1-value Jihadist Operation in Central Asia: success on a roll at or below its
       Governance value (Good 1, Fair 2, Poor 3); automatic under Islamist Rule.
    2. Success: move one WMD Plot marker from the "Loose Nuke, HEU & Kazakh Strain" box to Available Plots,
       face down.
    3. Failure: remove one Cell from Central Asia to the Funding Track (Cadre if it was the last one).
    4. Remove the card from the game either way.
card-70-effect =
    1. Pakistan and India each receive one Cell from the Funding Track (test each first if unmarked).
    2. If only one Cell is on the Funding Track, the Jihadist chooses which of the two receives it.
    3. The card stays in the game.
card-71-effect =
    1. Roll one die as for a 1-value Jihadist Operation in Russia (Fair Governance): 1-2 succeeds.
    2. Success: move one WMD Plot marker from the "Loose Nuke, HEU & Kazakh Strain" box to Available Plots,
       face down.
    3. Failure: remove one Cell from Russia to the Funding Track (Cadre if it was the last one).
    4. Remove the card from the game either way.
card-72-effect =
    1. Move three Cells from the Funding Track to Afghanistan (fewer if the track runs out).
    2. Then, if Afghanistan is under Islamist Rule, also place every Cell still on the Funding Track there
       (regardless of the Funding level).
    3. The card stays in the game.
card-73-effect =
    1. Place the Pirates marker in the Event Box and remove the card from the game.
    2. Lingering effect for the rest of the game: at the Expenditures step of each end of turn (5.2.5), if
       Somalia or Yemen is under Islamist Rule at that moment, skip the 1-point Funding drop. If neither is,
       Funding drops as usual. The marker stays either way, so the effect returns whenever one of the two
       is again under Islamist Rule.
    3. Other end-of-turn steps (the Prestige drop for Islamist Rule, Diplomacy) are unaffected.
card-74-effect =
    1. The Jihadist picks up to 2 Cells anywhere on the map (one or two countries; never Sadr).
    2. Each picked Cell Travels to a Schengen country chosen by the Jihadist (Spain, France, Benelux,
       Germany, Italy, Scandinavia, Eastern Europe). The Travel automatically succeeds: no roll, adjacency
       does not matter, and Biometrics or Patriot Act do not interfere.
    3. A Cell already in a Schengen country may move to another Schengen country or Travel within its own
       country (an Active Cell there becomes a Sleeper).
    4. Each Cell Travels once. Cells that moved are Sleepers. Test each destination's Posture if it is
       unmarked.
    5. If fewer than 2 Cells are on the map, move those there are; with none, nothing happens. The card
       stays in the game.
card-75-effect =
    1. Set Germany's Posture to Soft and France's Posture to Soft (no roll; marked or not). Recompute World
       Posture.
    2. Prestige -1.
    3. Remove the card from the game.
card-76-effect =
    1. The Jihadist draws 2 cards from the Draw Deck into its hand.
    2. Prestige -2.
    3. The Jihadist picks any one Muslim country that is an Ally and shifts it to Neutral. If there is no
       Ally, skip this step.
    4. Remove the card from the game.
card-77-effect =
    1. The Jihadist picks one of those countries that holds Troops.
    2. Shift its Alignment one box toward Adversary (Ally to Neutral, Neutral to Adversary). An Adversary
       does not change, so picking one has no effect.
    3. The card stays in the game.
card-78-effect =
    1. The US discards from its hand every Iran (104, 105), Hizballah (103) and Jaysh al-Mahdi (106) card it
       holds. No Event triggers.
    2. Set US Posture to Hard (no change if already Hard); recompute the GWOT Relations Penalty.
    3. Then make a Prestige roll (4.7.1), using the new Posture for the GWOT modifier.
card-79-effect =
    1. The Jihadist picks up to 2 Cells anywhere on the map (never Sadr), from one or two countries.
    2. Each Travels to any country the Jihadist names (both may go to the same country). The Travel is
       automatic: no roll, adjacency irrelevant, unaffected by Biometrics or Patriot Act.
    3. A Cell may also Travel within its own country (an Active Cell there becomes a Sleeper).
    4. Each Cell moves once and ends as a Sleeper. Test each destination first if unmarked.
    5. With fewer than 2 Cells on the map, move those there are; with none, nothing happens. The card stays
       in the game.
card-80-effect =
    1. Move one Cell from the Funding Track to Pakistan (test Pakistan first if unmarked).
    2. Place the FATA marker in Pakistan if it is not already there (there is only one).
    3. Lingering effects while the marker is in Pakistan:
       a. No Disrupt (Operation or Event-driven, such as Renditions or Enhanced Measures) may target
          Pakistan unless Pakistan is a Regime Change country at that moment. Events that remove Cells
          without a Disrupt still work.
       b. The US may not use the US option of Bin Ladin (112) or Zawahiri (111).
    4. Only Pakistani Offensive (42) removes the marker. The card is not removed, so FATA can be played
       again later to put the marker back (and place another Cell).
card-81-effect =
    1. The Jihadist player picks one Regime Change country.
    2. Move 5 Cells from the Funding Track into that country as Sleepers. The Funding level does not matter;
       if fewer than 5 Cells are on the track, move all of them; if the track is empty, move none.
    3. Then look at Aid in that country: if it has at least one Aid marker, remove exactly one Aid marker.
       If it has no Aid, place a Besieged Regime marker there, unless it already has one (a country never
       holds more than one, 8.4.3.2).
    Step 3 happens even when no Cell could be placed (6.2.4). No dice are rolled; Governance and Alignment
    do not change.
card-82-effect =
    1. The Jihadist player picks three different countries that currently hold no Cells. Any country type
       qualifies: Muslim, non-Muslim (the United States and Israel included), Iran, Islamist Rule or Regime
       Change countries. A Cadre does not disqualify a country. If fewer than three such countries exist,
       pick all of them.
    2. Test each picked country (has effect only if it is unmarked).
    3. Make one Recruit roll (one die) in each picked country. The normal requirement of an existing Cell
       or Cadre (8.2.2) does not apply. A roll succeeds: automatically in a Regime Change country (8.2.3) or
       an Islamist Rule country (8.1.1); in a non-Muslim country with a printed Recruit number, on a roll at
       or below that number (8.2.4); otherwise on a roll at or below the Governance value (Good 1, Fair 2,
       Poor 3; Iran has fixed Fair Governance, 4.4).
    4. Funding is ignored: every Cell on the Funding Track may be used, not only the Available ones. Each
       success moves one Cell from the track into that country as a Sleeper (removing any Cadre there). A
       success when the track is empty places nothing.
    5. Each picked country that did not receive a Cell from this event (failed roll or empty track) gets a
       Cadre marker if it has none.
card-83-effect =
    1. Test Pakistan (only if it is unmarked).
    2. Move Pakistan's Alignment one box toward Adversary: Ally becomes Neutral, Neutral becomes Adversary;
       an Adversary stays where it is.
    3. Move one Cell from the Funding Track into Pakistan as a Sleeper (regardless of Funding; none if the
       track is empty).
    Governance does not change.
card-84-effect =
    1. The Jihadist player picks one of those markers that is in the Event Box and flips it to its Leak side.
       That event is now Blocked (6.2.8): its lingering effect stops and its card may only be used for
       Operations, not for its Event, while the flipped marker remains (normally the rest of the game).
    2. Roll US Posture: one die +1; a modified 1-4 makes the US Soft, 5 or more Hard. Recompute the GWOT
       Relations Penalty with the new US Posture.
    3. Then make a Prestige Roll: direction die 1-4 down, 5-6 up, minus 1 on that die if the GWOT Relations
       Penalty (after step 2) is not 0; then shift Prestige by the lower of two dice (limits 1-12).
    4. The Jihadist picks one Muslim country whose Alignment is Ally and makes it Neutral (Governance
       unchanged). If there is no Ally, skip this step.
card-85-effect =
    Identical to card 84 (second copy):
    1. The Jihadist picks one of the Enhanced Measures, Renditions or Wiretapping markers in the Event Box and
       flips it to its Leak side; that event is Blocked from then on (its effect ends; its card can only be
       used for Operations while the flipped marker stays).
    2. Roll US Posture: one die +1; modified 1-4 Soft, 5 or more Hard.
    3. Prestige Roll: direction die 1-4 down, 5-6 up, minus 1 on it if the GWOT Relations Penalty (after
       step 2) is not 0; shift by the lower of two dice (limits 1-12).
    4. The Jihadist makes one Ally Muslim country Neutral; skip if there is none.
card-86-effect =
    1. The US discards one card taken at random from its hand (skip if its hand is empty). The discard does
       not trigger that card's event, except US Election, which triggers whenever discarded (6.3.2.3).
    2. Prestige -1.
    3. The Jihadist picks any Shia-Mix country (Islamist Rule ones included), tests it if unmarked, and
       moves one Cell from the Funding Track there as a Sleeper (none if the track is empty).
card-87-effect =
    1. The Jihadist picks a country not under Islamist Rule that holds at least one Cell (any country type:
       Muslim, non-Muslim including the United States, or Iran).
    2. Remove one Cell there (Jihadist's choice of Active or Sleeper; the Sadr marker counts as a Cell and
       leaves the game if chosen) back to the Funding Track. If it was the last Cell and there is no Cadre,
       place a Cadre (4.8.4).
    3. Put two Plot markers from the Available Plots box there, face down, of any kind (1, 2, 3 or WMD); the
       card's Ops value does not limit the choice. If only one marker is available, place one; if none, none.
    The Plots are resolved normally at the end of the US Action Phase (8.5.6). Placing Plots in the
    Philippines while Abu Sayyaf is in effect and Troops do not outnumber Cells costs -1 Prestige per Plot.
card-88-effect =
    Identical to card 87: the Jihadist picks a non-Islamist-Rule country holding a Cell, removes one Cell
    there to the Funding Track (Cadre if it was the last), and places two Available Plot markers of any kind
    (WMD allowed) there face down; fewer if fewer are available. Abu Sayyaf's Prestige loss applies to Plots
    placed in the Philippines.
card-89-effect =
    Identical to card 87: the Jihadist picks a non-Islamist-Rule country holding a Cell, removes one Cell
    there to the Funding Track (Cadre if it was the last), and places two Available Plot markers of any kind
    (WMD allowed) there face down; fewer if fewer are available. Abu Sayyaf's Prestige loss applies to Plots
    placed in the Philippines.
card-90-effect =
    1. The US discards two cards picked at random from its hand (all of them if it holds fewer than two).
    2. For each discarded card whose event is Jihadist-associated and playable at that moment (precondition
       met, not Blocked), that event takes place as if the Jihadist had played it: the Jihadist makes its
       choices and REMOVE or MARK apply normally. The Jihadist decides the order. Events associated with the
       US or Unassociated do not happen, except US Election, which always triggers when discarded (6.3.2.3).
       No Operations are carried out with the discarded cards.
    3. US Posture becomes Soft (no roll).
card-91-effect =
    1. The Jihadist picks exactly two unmarked Muslim countries.
    2. If any country on the map is under Islamist Rule, move 2 Cells into each of them; otherwise 1 Cell
       into each. Cells come from the Funding Track regardless of Funding and arrive as Sleepers. If the
       track runs short, the Jihadist decides how the remaining Cells are split.
    3. Each country that receives a Cell is tested (Poor or Fair, Neutral) because a Cell was placed there
       by an Event (4.9.4).
card-92-effect = Set Jihadist Funding to 9.
card-93-effect =
    1. Put a Besieged Regime marker in Afghanistan (nothing if it already has one).
    2. Move one Cell into Afghanistan and one into Pakistan from the Funding Track (regardless of Funding).
       If only one Cell is on the track, the Jihadist chooses which of the two gets it; none if the track is
       empty. Test either country if it is unmarked.
    3. Prestige -1, or Prestige -3 instead if Afghanistan or Pakistan is under Islamist Rule (limit 1).
card-93-notes = Ruling (6.2.2): the Event governs. The Besieged Regime is placed in Afghanistan whatever its Governance, also under Islamist Rule or at Good (8.4.3.2 and 8.4.4 remove the marker only at the moment of a shift). Under Islamist Rule it does nothing until a Regime Change, after which Major Jihad needs one success (8.4.3.2).
card-94-effect =
    1. The Jihadist picks one country meeting the condition.
    2. Worsen its Governance by one level toward Poor: Good becomes Fair, Fair becomes Poor. It can never go
       past Poor with this event. Aid markers are not affected.
    Implementation needs a per-Action-Phase record of countries that were tested to Fair or improved to Fair
    or Good. "Last Action Phase" means the other side's most recent Action Phase, even if it was in the
    previous turn (5.2.2 NOTE).
card-95-effect =
    If Saudi Arabia is under Islamist Rule, set Funding to 9. Otherwise raise Funding by Saudi Arabia's
    Governance value: +1 if Good, +2 if Fair, +3 if Poor (Funding never exceeds 9).
card-96-effect =
    Carried out the same way whichever side plays it:
    1. The US player chooses Hard or Soft for Scandinavia's Posture (no roll); update World Posture.
    2. Then the Jihadist player puts one Plot marker from Available Plots into a Muslim country of his
       choice that is not under Islamist Rule (test it if unmarked). If no country anywhere is under
       Islamist Rule, the marker must be a Plot 1 (no Plot if no Plot-1 marker is available). If at least one
       country is under Islamist Rule, any Available marker may be used (2, 3 or WMD included).
    3. REMOVE the card from the game.
card-97-effect =
    1. Trade: each side takes one card at random from the opponent's hand (a card just received cannot be the
       one given back).
    2. Then the side that played Fatwa carries out one Operation with this card's value (1), as if it had
       been played for Operations. Being Unassociated, this triggers no event.
card-98-effect =
    If the US plays it: Funding -1 (limit 1).
    If the Jihadist plays it: move one Cell from the Funding Track into Israel as a Sleeper (regardless of
    Funding; none if the track is empty).
    Either way, REMOVE the card from the game.
card-99-effect =
    Carried out the same way whichever side plays it:
    1. The US chooses one card from its own hand and discards it (skip if it has none). The discard triggers
       no event except US Election (6.3.2.3).
    2. Prestige -1.
    3. Funding -1.
    4. REMOVE the card from the game.
card-100-effect =
    Same for either side. Check the Troops Track:
    - Overstretch (0-4 Troop cubes on the track): Funding +2 (limit 9).
    - Low Intensity (10 or more cubes on the track): Funding -2 (limit 1).
    - War (5-9 cubes): no effect.
card-101-effect =
    Same for either side:
    1. Prestige +1 (limit 12).
    2. Set Serbia's Posture to the opposite of the current US Posture (Hard if the US is Soft, Soft if the
       US is Hard); no roll. Update World Posture.
card-102-effect =
    Same for either side:
    1. Set Central Asia's Alignment to Neutral.
    2. Roll one die for its Governance as for an Initial Test: 1-4 Poor, 5-6 Fair. The result replaces its
       current Governance whatever it was (Good, Fair, Poor, Islamist Rule or unmarked).
    If Central Asia was under Islamist Rule it no longer is (this changes victory totals; Funding and
    Prestige are not adjusted). Existing Aid, Besieged Regime or Regime Change markers stay, because the new
    Governance is Poor or Fair (markers are only removed on a shift to Good or Islamist Rule).
card-102-notes = The Event sets Central Asia's Governance (which may end Islamist Rule there) and its Alignment to Neutral: the Governance is set first, so an Islamist Rule Central Asia is never left Neutral (8.4.4).
card-103-effect =
    If the US plays it: the US picks a Shia-Mix country no more than 3 Adjacency steps from Lebanon that holds
    a Cell, and removes one Cell there (US's choice of Active or Sleeper; Sadr counts as a Cell); place a
    Cadre if it was the last Cell. On the standard map the eligible Shia-Mix countries are Lebanon itself,
    Iraq and Turkey (2 steps), Gulf States and Saudi Arabia (3 steps). If none holds a Cell, nothing
    happens.
    If the Jihadist plays it: Lebanon becomes Poor Governance with Neutral Alignment, whatever it was before
    (an Islamist Rule Lebanon thus becomes Poor).
card-104-effect =
    1. The playing side selects any Shia-Mix country and tests it (only if unmarked).
    2. US play: remove one Cell from either that country or Iran (US chooses which of the two and which
       Cell); Cadre if it was the last Cell there. If neither holds a Cell, nothing more happens.
    3. Jihadist play: make two Jihad rolls in the selected country. No Cells are needed or affected (no Cell
       goes Active; failures remove nothing and cause no Besieged Regime or Alignment shift). Each die
       succeeds on a roll at or below the country's Governance value when the rolls are made (Good 1,
       Fair 2, Poor 3); both dice are judged against that starting Governance (simultaneous rolls, 8.1.2).
       Each success worsens Governance one level and removes one Aid marker (8.4.1), but Governance can
       never reach Islamist Rule this way (a success against Poor only removes Aid). An Islamist Rule country
       cannot be affected.
card-105-effect =
    Identical to card 104 (second copy): select and test a Shia-Mix country. US play: remove one Cell from
    that country or from Iran (Cadre if last). Jihadist play: two Jihad rolls there needing no Cells, each
    at or below the starting Governance value (Good 1, Fair 2, Poor 3); each success worsens Governance one
    level and removes one Aid; failures do nothing; never to Islamist Rule.
card-106-effect =
    The playing side picks a Shia-Mix country holding both Cells and Troops.
    US play: remove up to 2 Cells there (US chooses which; Sadr counts as a Cell); Cadre if the last Cell
    goes.
    Jihadist play: worsen its Governance one level (Good to Fair, Fair to Poor). A Poor country does not
    change; Islamist Rule is never reached. Aid is not affected.
card-107-effect =
    US play: place one Aid marker in Iraq.
    Jihadist play:
    1. Test Turkey (only if unmarked).
    2. Choose Turkey or Iraq and worsen its Governance one level (Good to Fair, Fair to Poor). Never to
       Islamist Rule; a Poor or Islamist Rule country cannot be chosen usefully. If neither can be worsened,
       nothing further happens.
card-107-notes = Ruling (6.2.2): the Event governs. US play places the Aid in Iraq whatever its Governance, also at Good or Islamist Rule.
card-108-effect =
    Same for either side:
    1. Remove one Cell from Pakistan (the playing side chooses which); place a Cadre if it was the last.
    2. Set Pakistan to Poor Governance and Ally Alignment, whatever they were. From Islamist Rule this ends
       Islamist Rule there (no Funding or Prestige change; already released Pakistani WMD stays Available).
       Markers allowed at Poor (Aid, Besieged Regime, Regime Change) are left as they are.
card-109-effect =
    Same for either side:
    1. The playing side picks a Regime Change country with 2 or more Cells.
    2. Remove 2 Cells from it to the Funding Track (the playing side picks which if there are more than two;
       Sadr counts as a Cell). Place a Cadre if none remain.
    3. Make a Prestige Roll (direction die 1-4 down, 5-6 up, -1 on it if the GWOT Relations Penalty is not
       0; shift by the lower of two dice; limits 1-12).
    4. The playing side draws one card from the draw deck.
    5. REMOVE the card from the game.
card-110-effect =
    REMOVE applies only to a US play.
    US play: Prestige +3 (limit 12), then REMOVE the card from the game.
    Jihadist play: pick one of Iraq, Syria, Lebanon, Jordan that holds Troops; test it if unmarked; move 3
    Cells there from the Funding Track (regardless of Funding; as many as remain if fewer) and place an
    Available Plot marker of value 2 there (a Plot 2 specifically; if none is available, no Plot). The card
    is then discarded normally, not removed.
card-111-effect =
    REMOVE applies only to a US play.
    US play: Funding -2 (limit 1), then REMOVE the card from the game.
    Jihadist play: Prestige -1, or Prestige -3 instead if any country is under Islamist Rule (limit 1). The
    card is discarded normally.
card-112-effect =
    REMOVE applies only to a US play.
    US play: Funding -4 (limit 1) and Prestige +1 (limit 12), then REMOVE the card from the game.
    Jihadist play: Prestige -2, or Prestige -4 instead if any country is under Islamist Rule (limit 1). The
    card is discarded normally.
card-113-effect =
    Same for either side:
    1. Test Sudan (only if unmarked).
    2. If US Prestige is High or Very High (7-12): place one Aid marker in Sudan and shift its Alignment one
       box toward Ally (Adversary to Neutral, Neutral to Ally).
       Otherwise (Prestige 1-6): place a Besieged Regime marker in Sudan (unless it already has one) and
       shift its Alignment one box toward Adversary (Ally to Neutral, Neutral to Adversary).
card-113-notes = Ruling (6.2.2): the Event governs. Aid or the Besieged Regime is placed in Sudan whatever its Governance, and the Alignment shifts as printed: an Islamist Rule Sudan may shift toward Ally (it keeps its Governance).
card-114-effect =
    Same for either side:
    1. Make a Prestige Roll (direction die 1-4 down, 5-6 up, -1 on it if the GWOT Relations Penalty is not
       0; shift by the lower of two dice; limits 1-12).
    2. LAPSING, until the end of the current turn (5.2.6): no Recruit Operations may be conducted, and the
       Detainee Release event cannot be played or triggered. Event-driven Cell placement (including the Cell
       placed by Radicalization) is not a Recruit Operation and is still allowed.
card-115-effect =
    Eligible countries: Indonesia/Malaysia, India, Pakistan, Philippines, Thailand that hold at least one
    Cell and are an Ally (Muslim ones) or Hard (non-Muslim ones).
    US play: pick an eligible country, remove one Cell there (US's choice; Cadre if last), draw two cards from
    the draw deck, then REMOVE the card from the game.
    Jihadist play: pick an eligible country and place one Available Plot marker there, face down, of any kind
    (WMD included). The card is discarded normally (REMOVE applies only to a US play). A Plot placed in the
    Philippines while Abu Sayyaf is in effect and Troops do not outnumber Cells costs -1 Prestige.
card-116-effect =
    US play: reveal every Plot in Ally Muslim countries and in non-Muslim countries (United States and Israel
    included; Iran is neither Muslim nor non-Muslim and is not affected) and remove them all: WMD Plots leave
    the game, other Plots go back face down to Available Plots (as for Alert, 7.5.3). Plots in Neutral or
    Adversary Muslim countries and in Iran stay. Then the US draws two cards and REMOVES the card from the
    game.
    Jihadist play: pick a country not under Islamist Rule that holds at least one Cell (Iran allowed) and
    place one Available Plot marker there, face down, of any kind (WMD included). If no such country exists,
    nothing happens. The card is discarded normally (REMOVE applies only to a US play).
card-117-effect =
    Same for either side:
    1. The playing side picks any one card other than an Oil Price Spike from the discard pile, a Lapsing
       box or the 1st Plot box, shows it, and adds it to its hand. If the card leaves a box, put that event's
       marker (or the 1st Plot marker) in its place so its effect or reminder continues (4.7.7.3). If no such
       card exists, draw nothing.
    2. LAPSING: until the end of the turn, every Oil Exporter (Algeria/Tunisia, Gulf States,
       Indonesia/Malaysia, Iraq, Libya, Saudi Arabia, Sudan) counts one extra Resource; both Oil Price Spikes
       in effect give +2 (4.2.6). Everything that reads Resources uses the raised value (victory checks,
       Funding gained on Islamist Revolution 8.4.4, Resource-based priorities). Check instant victory at once;
       if both sides reach a victory condition simultaneously because of this event, the side that played it
       wins (2.2). The bonus ends at Event Lapse (5.2.6).
card-118-effect =
    Identical to card 117 (second copy): the playing side takes any non-Oil-Price-Spike card from the discard
    pile, a Lapsing box or the 1st Plot box into its hand (replacing a boxed card by its marker), and, for
    the rest of the turn, each Oil Exporter has +1 Resource per Oil Price Spike in effect, with immediate
    victory checks and the 2.2 tie rule.
card-119-effect =
    1. Test Yemen (only if unmarked).
    2. US play: unless Yemen is under Islamist Rule, set its Alignment to Ally and place one Aid marker
       there. Under Islamist Rule nothing happens.
    3. Jihadist play: shift Yemen's Alignment one box toward Adversary (Ally to Neutral, Neutral to
       Adversary) and place a Besieged Regime marker there unless it already has one.
card-119-notes = Ruling (6.2.2): the Event governs. US play: nothing under Islamist Rule (as printed); otherwise Yemen becomes Ally and gets Aid, also at Good. Jihadist play: the Alignment shifts and the Besieged Regime is placed whatever the Governance, also at Good or Islamist Rule.
card-120-effect =
    Trigger: the event happens every time the card is used, by either side: when it is played as an Event;
    when it is played for Operations, Reserves included (the playing side chooses whether the Event or the
    Operations come first, 6.3.1); and when it is discarded for any reason, such as the US discarding a held
    final card (5.2.4) or a discard forced by an event (HAMAS Elected, Lebanon War, Gaza War, Quagmire,
    Renditions) (6.3.2.3).
    Effect:
    1. Roll US Posture: one die +1; a modified 1-4 makes the US Soft, 5 or more Hard.
    2. With the resulting US Posture, find the GWOT Relations Penalty (4.7.2.1): if it is 0, Prestige +1;
       otherwise Prestige -1 (limits 1-12).
rule-1_0-title = Introduction
rule-1_0-summary = A 1-2 player card-driven game: the US tries to improve Muslim governance or wipe out Jihadist cells, the Jihadists try to spread Islamist Rule or break US prestige. Each card is used for Operations or its Event; a hand is about a year. Two players need rules 2-8; solitaire adds rule 9.
rule-2_0-title = How to Win
rule-2_0-summary = Both sides have three instant victory conditions (2.1); otherwise the game is decided when the chosen final reshuffle arrives (2.3).
rule-2_1-title = Three Ways to Win
rule-2_1-summary = Each side has three conditions that win the game immediately when met (2.1.1 US, 2.1.2 Jihadist).
rule-2_1_1-title = US Victory
rule-2_1_1-summary = The US wins at once with 12+ Resources of Muslim countries at Good, or with 15 of the 18 Muslim countries at Fair or Good, or when no Cell remains anywhere on the map.
rule-2_1_2-title = Jihadist Victory
rule-2_1_2-summary = The Jihadists win at once with Islamist Rule over 6+ Resources including two Adjacent countries, or with Prestige at 1 and 15+ Muslim countries at Poor or Islamist Rule, or when an uncountered WMD Plot resolves in the United States.
rule-2_2-title = Oil Price Spike
rule-2_2-summary = If an Oil Price Spike Event makes both sides meet a victory condition at once, whoever played that Event wins.
rule-2_3-title = End of Game Victory
rule-2_3-summary = When the chosen game-end reshuffle (1st, 2nd or 3rd) comes with no instant win, the US wins only if Good Resources are more than double the Islamist Rule Resources; any other result is a Jihadist win. A green Regime Change marker placed this turn counts as Islamist Rule for this count.
rule-3_0-title = Setup
rule-3_0-summary = Pick a scenario, sides and game length, then place pieces as the scenario lists.
rule-3_1-title = In General
rule-3_1-summary = Choose a scenario from the rulebook's back pages and a side each. The US takes its player aid and the tan die; the Jihadist takes the other aid and the three black dice.
rule-3_2-title = Set Up
rule-3_2-summary = Place the scenario's markers, Troops and Sleeper Cells; fill the spare cubes and cylinders onto the Troops and Funding tracks five per box; put 3 WMD Plots in each WMD box and the numbered Plots face down as Available; Reserves start at 0. Remove any scenario cards, shuffle, deal hands per the tracks, and the Jihadist plays first.
rule-3_3-title = Select Length of Play
rule-3_3-summary = Three lengths: Standard ends at the first reshuffle (1 deck), Tournament Final at the 2nd, Campaign at the 3rd.
rule-4_0-title = Components
rule-4_0-summary = The box holds a map, 156 counters, the rules and playbook, two player aids, 120 cards, 15 tan Troop cubes, 15 black Cell cylinders and four dice (1 tan, 3 black).
rule-4_1-title = The Map
rule-4_1-summary = The map shows countries (or groups of them) joined by lines, each marked by religion.
rule-4_1_1-title = Countries and Connection Lines
rule-4_1_1-summary = Spaces joined by a line are Adjacent. Adjacency matters for Travel (8.3), War of Ideas (7.2), the Jihadist victory (2.1) and several Events.
rule-4_1_2-title = Religion
rule-4_1_2-summary = Sunni and Shia-Mix countries are the game's Muslim countries; non-Muslim countries have Muslim minorities; Iran is its own type, neither Muslim nor Shia-Mix in game terms.
rule-4_2-title = Muslim Countries
rule-4_2-summary = Muslim countries carry Governance, Alignment and Resources, and some are oil exporters.
rule-4_2_1-title = Governance
rule-4_2_1-summary = Four levels from best to worst: Good, Fair, Poor, Islamist Rule. Good, Fair and Poor count as 1, 2 and 3, which sets Operation costs and roll targets.
rule-4_2_2-title = Governance Markers
rule-4_2_2-summary = Show Governance with a marker, flipped or swapped as it gets better or worse (e.g. Poor-3 becomes Fair-2, then Good-1).
rule-4_2_3-title = Alignment
rule-4_2_3-summary = Each Muslim country is Ally, Neutral or Adversary toward the US. Only Muslim countries have Alignment; non-Muslim ones have Posture instead.
rule-4_2_4-title = Alignment Track
rule-4_2_4-summary = The Governance marker sits in the box of the country's Alignment track, so one marker shows both (e.g. a Poor Ally). A first test usually leaves the country Neutral.
rule-4_2_5-title = Resources
rule-4_2_5-summary = Every Muslim country is worth 1, 2 or 3 Resources; Resources under Good or Islamist Rule decide victory and matter to some Events.
rule-4_2_6-title = Oil
rule-4_2_6-summary = Oil exporters get +1 Resource for every Oil Price Spike Event in play.
rule-4_3-title = Non-Muslim Countries
rule-4_3-summary = Non-Muslim countries have fixed Governance and a Hard or Soft Posture.
rule-4_3_1-title = Governance
rule-4_3_1-summary = A non-Muslim country's Governance is fixed at Good-1 or Fair-2 and never changes, though it still matters.
rule-4_3_2-title = Posture
rule-4_3_2-summary = Non-Muslim countries (other than the US and Iran) are marked Hard or Soft. The US Posture is kept on the GWOT Relations track.
rule-4_3_3-title = Israel
rule-4_3_3-summary = Israel is always Hard.
rule-4_3_4-title = Recruitment
rule-4_3_4-summary = Some non-Muslim countries print a Recruit (REC) number used for recruiting there (8.2.4); the Philippines, for example, is REC 3.
rule-4_4-title = Iran
rule-4_4-summary = Iran is its own country type, neither Muslim nor non-Muslim: its Governance never changes, and it has no Posture.
rule-4_5-title = Schengen Countries
rule-4_5-summary = All Schengen countries are Adjacent to each other, and a country linked to the Schengen symbol is Adjacent to all of them, so a Cell travelling there may enter any of the seven.
rule-4_6-title = Cells and Troops
rule-4_6-summary = The 15 black cylinders are Jihadist Cells and the 15 tan cubes are Western Troops.
rule-4_6_1-title = Cylinders and Cubes
rule-4_6_1-summary = A cylinder is one Jihadist Cell; a cube is one major Western troop unit.
rule-4_6_2-title = Holding Tracks
rule-4_6_2-summary = Cells and Troops not on the map wait on the Funding and Troops tracks; each country has room for those present.
rule-4_6_3-title = Piece Limits
rule-4_6_3-summary = There are only 15 of each: when all Cells are on the map, no more can be placed by Recruit or Event.
rule-4_6_4-title = Sleeper and Active Cells
rule-4_6_4-summary = Cells are Sleeper (crescent down) or Active (crescent up). New Cells arrive as Sleepers; they go Active when used for Jihad or Plot, when Disrupted, or when Regime Change arrives; Travel turns them back to Sleepers.
rule-4_7-title = Tracks and Boxes
rule-4_7-summary = Tracks record game values and cannot go past their ends (Funding stays 1-9, World Posture between Soft 3 and Hard 3); boxes hold cards and markers.
rule-4_7_1-title = US Prestige Track
rule-4_7_1-summary = Prestige runs 1-12 (Low, Medium, High, Very High). For a Prestige roll, first roll whether it goes up or down, then roll two dice and move it by the lower die.
rule-4_7_2-title = GWOT Relations Track
rule-4_7_2-summary = World Posture = the difference between Hard and Soft non-US Posture markers on the map (Israel counts as Hard), on the side of the bigger count, from Soft 3 to Hard 3; e.g. 3 Soft and 5 Hard gives Hard 2. US Posture is also marked here.
rule-4_7_2_1-title = GWOT Relations Penalty
rule-4_7_2_1-summary = When US and World Posture differ (one Hard, one Soft), the penalty equals the World Posture value (1-3); when they match or World Posture is 0, there is no penalty.
rule-4_7_3-title = Troops Track
rule-4_7_3-summary = Off-map Troops fill the track's boxes five at a time from the right and are taken from the left. The marker sits in the rightmost box with fewer than 5 cubes and shows Low Intensity, War or Overstretch, which sets the US hand size.
rule-4_7_4-title = Jihadist Funding Track
rule-4_7_4-summary = New Cells come off the Funding track from the left; removed Cells go back filling from the right, five per box.
rule-4_7_4_1-title = Funding
rule-4_7_4_1-summary = The Funding marker moves between 1 and 9 (Tight, Moderate, Ample) and sets the Jihadist hand size and how many Cells can be Recruited.
rule-4_7_4_2-title = Available Cells
rule-4_7_4_2-summary = Only Cells in boxes at or left of the Funding marker are Available to Recruit. Events may place any Cell still on the track, and a Funding drop does not touch Cells already on the map.
rule-4_7_5-title = Play Sequence Tracks
rule-4_7_5-summary = The Card marker counts plays on the Action Phase track and returns to Jihadist card 1 after each US phase; the Deck marker moves one box at each reshuffle.
rule-4_7_6-title = Victory Tracks
rule-4_7_6-summary = Markers keep the running totals of Good and Islamist Resources and the number of countries at Fair/Good and at Poor/Islamist Rule.
rule-4_7_7-title = Event Box
rule-4_7_7-summary = Markers of Lingering Events in effect go in the Event Box (or, for convenience, on the affected country).
rule-4_7_7_1-title = Lapsing Event Boxes
rule-4_7_7_1-summary = A played LAPSING card sits in a Lapsing box until the turn ends; with more than two, double up or use markers.
rule-4_7_7_2-title = 1st Plot Box
rule-4_7_7_2-summary = The card used for the first Plot Operation of a turn goes in the 1st Plot box, a reminder that later Plot cards trigger US Events as usual.
rule-4_7_7_3-title = Replacing Boxed Cards
rule-4_7_7_3-summary = If a Lapsing or 1st Plot card leaves its box before the turn ends (e.g. a reshuffle), put the matching marker there instead.
rule-4_7_8-title = Available Plots
rule-4_7_8-summary = Plot markers in the Available Plots box can be placed by Plot Operations or Events.
rule-4_7_8_1-title = WMD Plot Boxes
rule-4_7_8_1-summary = WMD Plots not yet Available wait three each in the Loose Nuke/HEU/Kazakh Strain box (freed one at a time by those Events) and the Pakistan Arsenal box (all three freed when Pakistan first falls to Islamist Rule). Used WMD Plots leave the game.
rule-4_7_9-title = Reserves Tracks
rule-4_7_9-summary = Each side's Reserves are kept on its own track and reset to 0 at the end of every turn.
rule-4_8-title = Other Markers
rule-4_8-summary = Plot, Regime Change, Aid/Besieged Regime and Cadre markers.
rule-4_8_1-title = Plot Markers
rule-4_8_1-summary = Six ordinary Plots valued 1, 2 or 3 stay face down, seen only by the Jihadist, and are reused; a higher Plot needs a higher-value card.
rule-4_8_2-title = Regime Change Markers
rule-4_8_2-summary = Regime Change puts a green marker on the Troops there (they cannot freely leave, 7.3.1); it turns tan after the next deal (5.2.9). Withdraw also lifts the restriction. A country with the marker is a Regime Change country.
rule-4_8_3-title = Aid/Besieged Regime Markers
rule-4_8_3-summary = Aid marks a country helped by War of Ideas and adds to War of Ideas rolls; Besieged Regime marks one weakened by Jihad and eases Major Jihad.
rule-4_8_4-title = Cadre Markers
rule-4_8_4-summary = When Disrupt or an Event (not Jihad or Travel) removes the last Cell from a country, leave a Cadre there. A Cadre lets the Jihadist Recruit there and is removed when a Cell is placed there; the Jihadist may also drop Cadres in its Action Phase.
rule-4_9-title = Tables
rule-4_9-summary = Die-roll tables on the player aids: Governance, Posture, Prestige and War of Ideas.
rule-4_9_1-title = Player Aid Tables
rule-4_9_1-summary = Each player aid's outer side holds four roll tables: Governance, Posture, Prestige, War of Ideas.
rule-4_9_2-title = War of Ideas Table
rule-4_9_2-summary = War of Ideas in a Muslim country needs a modified 5+ on one die, with modifiers from this table; non-Muslim countries use the Posture table instead.
rule-4_9_3-title = Country Tables
rule-4_9_3-summary = Rolls for Governance, Posture or US Prestige use the table of that name; a US Posture roll gets +1.
rule-4_9_4-title = Initial Tests
rule-4_9_4-summary = An unmarked country is tested (Governance for Muslim, Posture for non-Muslim) when it becomes the target of an Operation (even a failed Travel), gets a Cell or Plot by Event, or an Event says test. A first Governance test makes it Neutral (Ally after Regime Change). Testing a marked country does nothing.
rule-4_9_5-title = Mandatory Follow Through
rule-4_9_5-summary = A side that causes a test must finish its action whatever the result; a War of Ideas card too weak for the tested Governance simply fails.
rule-4_9_6-title = Jihadist Activities
rule-4_9_6-summary = The inside of the player aids (Jihadist Activities) is only for the 1-player game (rule 9.4).
rule-4_10-title = Cards
rule-4_10-summary = The 120 cards carry Operations value, association, Event name and text, and number.
rule-4_10_1-title = Card Anatomy
rule-4_10_1-summary = Each card shows an Operations value, a side symbol for associated Events, the Event name and text (often with a precondition), flavor text and a number; some are limited to scenarios from certain years, some are MARK, LAPSING or REMOVE. US Election always triggers.
rule-4_10_2-title = Flavor Text
rule-4_10_2-summary = The italic history text has no game effect.
rule-4_10_3-title = Event Number
rule-4_10_3-summary = Card numbers 1-120 only identify the cards.
rule-4_10_4-title = Association
rule-4_10_4-summary = Every Event belongs to the US, the Jihadist, or neither (Unassociated).
rule-5_0-title = Sequence of Play
rule-5_0-summary = Play runs in turns of alternating Action Phases until a side wins or the chosen final reshuffle.
rule-5_1-title = In General
rule-5_1-summary = The game goes on until an instant victory (2.1) or the game-end reshuffle for the chosen length (3.3).
rule-5_2-title = Turns
rule-5_2-summary = A turn is alternating Action Phases followed by end-of-turn steps 5.2.5-5.2.9.
rule-5_2_1-title = In General
rule-5_2_1-summary = Turns are made of alternating Action Phases; a turn ends when both sides have used their dealt cards, or the Jihadist is out and the US keeps its last card.
rule-5_2_2-title = Action Phases
rule-5_2_2-summary = The Jihadist plays two cards, then the US plays two, and so on; played cards are discarded unless Lapsing, 1st Plot or REMOVE. A side with no cards does nothing (the Jihadist may still remove Cadres).
rule-5_2_2_1-title = Event or Operations
rule-5_2_2_1-summary = Each played card is used either for its Event or for Operations.
rule-5_2_2_2-title = Action Phase Track
rule-5_2_2_2-summary = Record each card play on the Action Phase track.
rule-5_2_3-title = Unblocked Plots
rule-5_2_3-summary = After every US Action Phase, even one with no card played, all Plots on the map are resolved (8.5.6).
rule-5_2_4-title = Final US Card
rule-5_2_4-summary = With one card left in a US Action Phase the US may play, discard or keep it; if the Jihadist is out of cards and the US keeps it, resolve Plots and end the turn.
rule-5_2_5-title = Expenditures & Diplomacy
rule-5_2_5-summary = At turn end Funding drops by 1; Prestige drops by 1 if any country is at Islamist Rule; then Prestige rises by 1 if World Posture is 3 and on the same side as US Posture. Tracks never pass their ends.
rule-5_2_6-title = Event Lapse and 1st Plot Reset
rule-5_2_6-summary = After Diplomacy the Lapsing and 1st Plot cards go to the discard pile and their effects end.
rule-5_2_7-title = Reserves
rule-5_2_7-summary = Both Reserves go back to 0.
rule-5_2_8-title = Deal
rule-5_2_8-summary = Deal cards alternately up to the hand sizes shown on the Funding (Jihadist) and Troops (US) tracks, even to a US player keeping a card; there is no hand limit.
rule-5_2_9-title = Flip Regime Change
rule-5_2_9-summary = Last, turn green Regime Change markers to tan.
rule-5_3-title = Draw and Discard Piles
rule-5_3-summary = Reshuffling and what information is open.
rule-5_3_1-title = Reshuffle
rule-5_3_1-summary = When a card must be drawn from an empty deck, shuffle the discards plus the Lapsing and 1st Plot cards into a new deck and move the Deck marker; if that is the game-end reshuffle, the game ends at once and 2.3 decides.
rule-5_3_2-title = Open Information
rule-5_3_2-summary = Anyone may look at discarded and removed cards, boxed cards, hand sizes and the deck size.
rule-6_0-title = Card Play
rule-6_0-summary = Cards are played for their Event or for Operations.
rule-6_1-title = In General
rule-6_1-summary = Any card is used either as an Event or for Operations.
rule-6_2-title = Playing Cards as Events
rule-6_2-summary = How Events are played, when they are allowed, and how long they last.
rule-6_2_1-title = Event Play
rule-6_2_1-summary = Playing an Event ignores the card's Operations value (unless the text uses it) and carries out its text at once.
rule-6_2_2-title = Events Override Rules
rule-6_2_2-summary = Where an Event's text and the rules disagree, the Event wins for as long as it is in effect (e.g. UN Nation Building allows War of Ideas in a Regime Change country without the usual troop margin).
rule-6_2_3-title = Conflicts
rule-6_2_3-summary = When two Events disagree, the one played more recently prevails while it lasts.
rule-6_2_4-title = Partial Events
rule-6_2_4-summary = Do whatever parts of an Event can be done, including MARK and REMOVE, even if other parts cannot.
rule-6_2_5-title = Associated
rule-6_2_5-summary = Only the owning side may play an associated Event; either side may use any card for Operations.
rule-6_2_6-title = Playable
rule-6_2_6-summary = An Event whose grey precondition is unmet, or which is Blocked, cannot be played as an Event, only for Operations.
rule-6_2_7-title = Lingering and Lapsing
rule-6_2_7-summary = MARK Events linger: put their marker in the Event Box or on the country. LAPSING Events last only to the end of the turn: keep the card in a Lapsing box.
rule-6_2_8-title = Blocking
rule-6_2_8-summary = Some Events Block others: a Blocked Event can only be used for Operations, and a Lingering Event ends when an Event that Blocks it is played.
rule-6_2_9-title = One-Time Events
rule-6_2_9-summary = A REMOVE card leaves the game after its Event happens, but not when used for Operations or discarded.
rule-6_3-title = Playing Cards for Operations
rule-6_3-summary = Operations, triggering the opponent's Events, and Reserves.
rule-6_3_1-title = Operations
rule-6_3_1-summary = Any card can be used for its Operations value whatever its Event; US Election always triggers its Event too, in the order the player chooses.
rule-6_3_2-title = Triggering the Other Side's Events
rule-6_3_2-summary = Using an opponent's Event card for Operations makes its Event happen, except for the Jihadist's first Plot card each turn (8.5.3).
rule-6_3_2_1-title = Trigger Order
rule-6_3_2_1-summary = The player of the card chooses whether the Event or the Operations go first; a Blocked or unplayable Event does not happen.
rule-6_3_2_2-title = Who Decides
rule-6_3_2_2-summary = The triggered Event is carried out as if its owner had played it, with the owner making its choices; MARK and REMOVE apply.
rule-6_3_2_3-title = No Trigger
rule-6_3_2_3-summary = Own or Unassociated Events used for Operations, and any discarded card, do not trigger (US Election aside).
rule-6_3_3-title = Reserves
rule-6_3_3-summary = A 1- or 2-value card may be banked as Reserves, up to 2 in total; an opponent's playable Event on it still triggers.
rule-6_3_3_1-title = Using Reserves
rule-6_3_3_1-summary = Spend all Reserves to add 1 or 2 to a card played for Operations (not Events) that turn, up to a value of 3. The US cannot use Reserves for Reassessment.
rule-6_3_3_2-title = Losing Reserves
rule-6_3_3_2-summary = Reserves not spent by the end of the turn are gone.
rule-7_0-title = US Operations
rule-7_0-summary = Each US card for Operations does one Operation (Reassessment needs two cards).
rule-7_1-title = In General
rule-7_1-summary = Card value needed, the US menu of Operations, and Islamist Rule targets.
rule-7_1_1-title = Operations Value Requirement
rule-7_1_1-summary = US Operations cost depends on the target's Governance: Good needs 1+, Fair 2+, Poor 3, Islamist Rule only Regime Change with a 3. Alert always needs a 3.
rule-7_1_2-title = US Options
rule-7_1_2-summary = Besides Reserves the US may War of Ideas, Deploy (including Regime Change and Withdraw), Disrupt, Alert, or Reassess its Posture.
rule-7_1_3-title = US Operations in an Islamist Country
rule-7_1_3-summary = In an Islamist Rule country the US can do nothing except Regime Change.
rule-7_2-title = War of Ideas
rule-7_2-summary = A die roll to improve a Muslim country (War of Ideas table) or set a non-Muslim country's Posture (Posture table).
rule-7_2_1-title = War of Ideas in a Muslim Country
rule-7_2_1-summary = Rolls on the War of Ideas table against a Neutral, untested or Ally Muslim country.
rule-7_2_1_1-title = Target and Effect
rule-7_2_1_1-summary = The target may be Neutral or untested (success makes it an Ally) or an Ally (success improves Governance Poor to Fair or Fair to Good); never an Adversary. Reaching Good clears Regime Change, Besieged Regime and Aid.
rule-7_2_1_2-title = Procedure
rule-7_2_1_2-summary = One die; success on a modified 5+. Modifiers: trying Fair to Good, Prestige, GWOT penalty, Aid, an Adjacent Good Ally; success may be impossible.
rule-7_2_1_3-title = Regime Change Countries and War of Ideas
rule-7_2_1_3-summary = War of Ideas in a Regime Change country needs at least five more Troops than Cells there.
rule-7_2_2-title = Aid Markers
rule-7_2_2-summary = Aid comes from near-miss War of Ideas rolls or Events and helps later rolls.
rule-7_2_2_1-title = The First Aid Marker
rule-7_2_2_1-summary = A War of Ideas roll in a Muslim country that misses by exactly one, where no Aid is present, places an Aid marker; Events may also place it.
rule-7_2_2_2-title = Additional Aid Markers
rule-7_2_2_2-summary = War of Ideas can only place a country's first Aid; only Events add more, and Aid stays until removed.
rule-7_2_2_3-title = Removal of Aid Markers
rule-7_2_2_3-summary = Going to Good or Islamist Rule clears all Aid; each successful Jihad or Plot Governance roll removes one.
rule-7_2_3-title = War of Ideas in a Non-Muslim Country
rule-7_2_3-summary = In a non-Muslim country (not the US or Israel) roll the Posture table once, even if already marked: 1-4 Soft, 5-6 Hard. If the result matches US Posture, Prestige +1.
rule-7_3-title = Deploy
rule-7_3-summary = Move Troops between one location and another, with Regime Change and Withdraw as special forms.
rule-7_3_1-title = Moving Troops
rule-7_3_1-summary = Move any number of Troops from one place (a country or the track) to another, but Troops cannot leave a Regime Change country if fewer than 5 more Troops than Cells would remain (except by Withdraw).
rule-7_3_2-title = Cost
rule-7_3_2-summary = The destination's Governance sets the card value; Deploying back to the Troops track costs any card (as Good-1).
rule-7_3_3-title = Destination
rule-7_3_3-summary = Except for Regime Change, the destination must be an Ally, hence a Muslim country.
rule-7_3_4-title = Regime Change
rule-7_3_4-summary = At Hard Posture, with a 3-value card and 6+ Troops from one place: move at least 6 Troops into an Islamist Rule country, add a green Regime Change marker, roll Governance, make it an Ally, activate its Sleepers and roll Prestige.
rule-7_3_4_1-title = Regime Change Countries
rule-7_3_4_1-summary = Any country carrying the Regime Change marker counts as a Regime Change country; it can only be Poor or Fair, and the marker goes if Governance becomes Good or Islamist Rule.
rule-7_3_5-title = Withdraw
rule-7_3_5-summary = At Soft Posture, with a 3-value card: take any Troops out of a Regime Change country whatever the Cells, remove its Aid, add a Besieged Regime (if none) and roll Prestige. The Regime Change marker stays.
rule-7_4-title = Disrupt
rule-7_4-summary = Remove Active Cells, turn Sleepers Active, or remove a Cadre.
rule-7_4_1-title = Targets
rule-7_4_1-summary = The country needs a Cell or Cadre and must be an Ally, hold 2+ Troops, or be non-Muslim (not Iran).
rule-7_4_2-title = Effect
rule-7_4_2-summary = Affects two Cells if the country has 2+ Troops or is Hard, otherwise one; Active Cells are removed to Funding, Sleepers go Active; with no Cells it removes a Cadre.
rule-7_4_3-title = Cadre After Disrupt
rule-7_4_3-summary = Removing a country's last Cell by Disrupt leaves a Cadre.
rule-7_4_4-title = Disrupt and Prestige
rule-7_4_4-summary = Disrupt where 2+ Troops are present gives Prestige +1, even if it only activated Cells or removed a Cadre.
rule-7_5-title = Alert
rule-7_5-summary = Block one Plot on the map.
rule-7_5_1-title = Cost
rule-7_5_1-summary = Alert always needs a 3-value card (Reserves allowed).
rule-7_5_2-title = Effect
rule-7_5_2-summary = Pick, reveal and remove one Plot marker in any country, Adversaries and Iran included.
rule-7_5_3-title = Inspection
rule-7_5_3-summary = The US sees the Plot only after choosing it; a WMD Plot leaves the game, others go back face down to Available Plots.
rule-7_6-title = Reassessment
rule-7_6-summary = Switch US Posture.
rule-7_6_1-title = Effect
rule-7_6_1-summary = Changes US Posture Hard to Soft or Soft to Hard.
rule-7_6_2-title = Cost
rule-7_6_2-summary = Needs two 3-value cards without Reserves, using the whole US Action Phase.
rule-7_6_3-title = Order
rule-7_6_3-summary = The US chooses when triggered Jihadist Events happen relative to the switch, and must make the switch.
rule-8_0-title = Jihadist Operations
rule-8_0-summary = Recruit, Travel, Jihad and Plot: die-rolling Operations with one die per point of card value.
rule-8_1-title = In General
rule-8_1-summary = Any card works whatever the target's Governance; most Operations roll dice.
rule-8_1_1-title = Operations Value
rule-8_1_1-summary = Roll one die per point of card value. A roll succeeds on 1 at Good, 1-2 at Fair, 1-3 at Poor, always at Islamist Rule. Recruiting in Regime Change countries and Travel to Adjacent countries or within a country always succeed.
rule-8_1_2-title = Procedure
rule-8_1_2-summary = For each card, announce one Operation type and its locations, say which dice go where, then roll them all at once.
rule-8_1_3-title = Jihadist Options
rule-8_1_3-summary = Besides Reserves: Recruit new Cells, Travel Cells (or re-hide them), Jihad against Governance, or Plot terror attacks.
rule-8_2-title = Recruit
rule-8_2-summary = Add Sleeper Cells to a country with a Cell or Cadre.
rule-8_2_1-title = Placing Cells
rule-8_2_1-summary = Each success places one Available Sleeper Cell; failures do nothing.
rule-8_2_2-title = Cell or Cadre Required
rule-8_2_2-summary = The country must already hold a Cell or a Cadre; the Cadre is removed once a Cell arrives.
rule-8_2_3-title = Regime Change Recruiting
rule-8_2_3-summary = Recruiting in a Regime Change country always succeeds.
rule-8_2_4-title = Recruit Numbers
rule-8_2_4-summary = In countries with a REC number, success is a roll at or under that number instead of Governance (Philippines: 1-3).
rule-8_3-title = Travel
rule-8_3-summary = Move Cells between countries, or in place to become Sleepers again.
rule-8_3_1-title = Moving Cells
rule-8_3_1-summary = Each Operations point moves one Cell and makes it a Sleeper. Travel to an Adjacent country or within a country always works; otherwise roll at or under the destination's Governance.
rule-8_3_2-title = Failed Travel Rolls
rule-8_3_2-summary = A Cell that fails its Travel roll goes back to Funding (no Cadre).
rule-8_3_3-title = Designation
rule-8_3_3-summary = Name all origins and destinations before rolling; a Cell Travels only once per card. An unmarked destination is tested first.
rule-8_4-title = Jihad
rule-8_4-summary = Attack Governance in a Muslim country (not Iran, not Islamist Rule); one Cell per roll, and Sleepers used go Active.
rule-8_4_1-title = Minor Jihad
rule-8_4_1-summary = Each success worsens Governance one step (Good becomes Fair, Fair becomes Poor) and takes away one Aid; without Major Jihad it cannot reach Islamist Rule.
rule-8_4_2-title = Major Jihad
rule-8_4_2-summary = If Cells exceed Troops by 5+ and all Sleepers there are activated first, two successes on one card take a Poor country to Islamist Rule (one with a Besieged Regime). Each success removes an Aid.
rule-8_4_3-title = Failed Jihad
rule-8_4_3-summary = Each failed Jihad roll sends one Cell back to Funding (no Cadre).
rule-8_4_3_1-title = Major Jihad Failure
rule-8_4_3_1-summary = A three-dice Jihad in a country already at Poor that does not reach Islamist Rule adds a Besieged Regime (if none) and moves Alignment one box toward Ally.
rule-8_4_3_2-title = Besieged Regime
rule-8_4_3_2-summary = With a Besieged Regime, one success instead of two takes the country from Poor to Islamist Rule. Only one per country; removed at Good or Islamist Rule.
rule-8_4_4-title = Islamist Revolution
rule-8_4_4-summary = On reaching Islamist Rule the country becomes an Adversary, loses Regime Change, Besieged Regime and Aid markers, Funding rises by its Resources, and Prestige falls to 1 if Troops are there (they stay).
rule-8_4_5-title = Pakistani Arsenal
rule-8_4_5-summary = The first time Pakistan falls to Islamist Rule, its three WMD Plots become Available.
rule-8_5-title = Plot
rule-8_5-summary = Place hidden terror Plots that resolve after the US Action Phase.
rule-8_5_1-title = In General
rule-8_5_1-summary = Target any country not at Islamist Rule (Iran allowed), one Cell per roll, Sleepers used go Active; at least one roll is needed for the card to count as a Plot (8.5.3).
rule-8_5_2-title = Procedure
rule-8_5_2-summary = Each success places face down an Available Plot whose value does not exceed the card value, or an Available WMD Plot; failures do nothing.
rule-8_5_3-title = First Plot
rule-8_5_3-summary = The first card used for Plot each turn does not trigger its US Event; keep it in the 1st Plot box.
rule-8_5_4-title = Hidden Plots
rule-8_5_4-summary = Plots stay face down and only the Jihadist may look; the US sees one when it is Alerted or resolved.
rule-8_5_5-title = WMD Plots
rule-8_5_5-summary = Available WMD Plots can be placed by any successful Plot roll and leave the game once Blocked or resolved.
rule-8_5_6-title = Unblocked Plots
rule-8_5_6-summary = After each US Action Phase the Jihadist reveals and resolves every Plot, in any order; a WMD in the US wins. Funding: +1 in a Muslim country or Iran (+2 at Good), + Plot value in a non-Muslim one (x2 at Good), or to 9 for any US Plot or non-Muslim WMD; non-Muslim targets roll Posture (Schengen: 2 more); Troops present cost 1 Prestige (WMD: to 1); a US Plot rolls Prestige; in a Muslim country roll Plot-value dice (WMD 3), each success removing an Aid and worsening Governance, never to Islamist Rule. Used WMD markers leave the game.
rule-9_0-title = Jihadist Activities (1-Player)
rule-9_0-summary = Solitaire rules: you play the US and the Jihadist follows this section and its charts, which override earlier rules.
rule-9_1-title = How to Win
rule-9_1-summary = Solo: no Cells left is not a US win; Islamist Rule over 6+ Resources wins for the Jihadist even without adjacency. At the final reshuffle the US needs at least 6 / 9 / 12 Good Resources for a 1 / 2 / 3-deck game.
rule-9_2-title = Sequence of Play
rule-9_2-summary = The Jihadist hand is a face-down pile played from the top; it is looked at only for Intel Community or FSB (then reshuffled). A random Jihadist card is its top card. Optional: deal from three mini-decks (Unassociated, Jihadist, US) for steadier difficulty.
rule-9_3-title = Operations
rule-9_3-summary = How the solo Jihadist picks Cells, places Plots and gains WMD.
rule-9_3_1-title = Choosing Cells
rule-9_3_1-summary = Use Active Cells in a country before Sleepers (Sadr last).
rule-9_3_2-title = Placing Plots
rule-9_3_2-summary = A Plot success or Event places a random Available Plot, whatever the card value (Danish Cartoons and Zarqawi keep their specific Plots).
rule-9_3_3-title = Acquiring WMD
rule-9_3_3-summary = Each WMD that becomes Available replaces a lowest numbered Plot, so 6 Plots are always in play; when a WMD is used, the highest set-aside Plot comes back.
rule-9_4-title = Jihadist Card Play
rule-9_4-summary = Each solo Jihadist card: decide Event or Operations (9.4.1), then where (9.4.2).
rule-9_4_1-title = Event or OPS?
rule-9_4_1-summary = A playable Jihadist or Unassociated Event is played (a Cell-placing Event with no Cells on Funding becomes Radicalization), and a US Event card is used to Plot. Otherwise the order is: Major Jihad if it could succeed, Minor Jihad in a Good or Fair country, Recruit when Cells are Available unless GTMO is in effect, else Travel. The bot never uses Reserves and never triggers US Events.
rule-9_4_2-title = Where?
rule-9_4_2-summary = Use the Where? charts and random tables (9.5) to pick locations, finishing Operations in one country before moving on where Cells allow.
rule-9_4_2_1-title = Event-Driven Activities
rule-9_4_2_1-summary = Event Plots use the Plot chart, Governance/Alignment shifts the Minor Jihad chart, Cell placement a random country (with special tables for some Events such as Lebanon War, Jihadist Videos, Madrassas, Schengen Visas, Clean Operatives).
rule-9_4_2_2-title = Plot Priorities
rule-9_4_2_2-summary = Plot in the US first; then (Prestige above Low) the Philippines with Abu Sayyaf, then countries with Troops; then, if no GWOT penalty, countries with the US Posture; then Aid countries; then, if Funding is under 9, non-Muslim and then Muslim countries; leftovers go to Radicalization. Operations prefer Fair, Good, Poor; Events prefer Good, Fair, Poor.
rule-9_4_2_3-title = Major Jihad Priorities
rule-9_4_2_3-summary = If several countries allow Major Jihad: Pakistan first, then the highest Resources.
rule-9_4_2_4-title = Minor Jihad Priorities
rule-9_4_2_4-summary = Jihad first at Good, then Fair (Alignment shifts also at Poor); prefer Pakistan, then Aid, then Besieged Regime, then highest Resources; leftovers go to Radicalization.
rule-9_4_2_5-title = Recruit Priorities
rule-9_4_2_5-summary = Recruit first in a Regime Change country with Troops 5+ over Cells, then an Islamist Rule country holding under twice the card value in Cells, then the country with the best recruit odds; ties go to Besieged Regime, most Troops+Cells, highest Resources. One roll at a time; no place or no Cells means Radicalization.
rule-9_4_2_6-title = Travel Destinations
rule-9_4_2_6-summary = Pick one destination per category: a Besieged Regime, Regime Change or Aid country; a Poor country that two more Cells would open to Major Jihad; a Good/Fair Muslim country with an Adjacent Cell; an unmarked (US Hard) or Soft (US Soft) non-Muslim country; then random. Pakistan first, then highest Resources. Biometrics without an Adjacent Cell means Radicalization.
rule-9_4_2_6_1-title = Travel Origins
rule-9_4_2_6_1-summary = For each destination pick the origin: an Islamist Rule country whose Cells outnumber the card value, a Regime Change country with over 5 Cells, an Adjacent country, then random (even the destination itself). Prefer countries with uncommitted Active Cells; a last Cell in IR or Regime Change only re-hides in place.
rule-9_4_2_6_2-title = Conduct Travel
rule-9_4_2_6_2-summary = Then make all the Travel rolls, one per Cell.
rule-9_4_3-title = Radicalization
rule-9_4_3-summary = Unusable Operations points are spent in order: place a Cell from Funding in a random country; Travel one Cell automatically; place a Plot in a random non-IR country with a Cell if Funding is under 9; each remaining point worsens a random Good or Fair Muslim country one step.
rule-9_5-title = Random Country
rule-9_5-summary = Pick randomly among tied options: up to 6 by one die; more than 6 by the Global table (tan and black die); Schengen by its one-die table; Shia-Mix by three dice on its table.
rule-9_5_1-title = Closest Country
rule-9_5_1-summary = If a random roll gives an ineligible country, choose by die among the nearest eligible ones, counting Adjacent steps.
rule-9_6-title = Individual Event Instructions
rule-9_6-summary = Solo notes for some Events: Ex-KGB targets the Caucasus if that moves World Posture, else Central Asia; Leak picks randomly among Enhanced Measures, Renditions and Wiretapping; Oil Price Spike takes a random highest-value Jihadist card from the discards, or else is used for Operations.
rule-9_7-title = Jihadist Ideology
rule-9_7-summary = Harder solo levels, each adding to the ones before: Coherent (two Plots per success), Attractive (two Cells per Recruit success), Potent (Major Jihad at Cells 3+ over Troops), Infectious (US must play all its cards), Virulent (failed Jihad rolls keep their Cells).
term-action_phase-name = Action Phase
term-action_phase-summary = A side's part of a turn, usually two card plays.
term-active-name = Active
term-active-summary = A Cell that has been exposed or gone into action; Disrupt can remove it.
term-adjacent-name = Adjacent
term-adjacent-summary = Countries joined by a line (or through Schengen), close enough for easy movement.
term-adversary-name = Adversary
term-adversary-summary = A Muslim country hostile to the US.
term-aid-name = Aid
term-aid-summary = Outside help that makes War of Ideas rolls easier in a country.
term-alert-name = Alert
term-alert-summary = US Operation that stops one Plot before it resolves.
term-alignment-name = Alignment
term-alignment-summary = How far a Muslim government works with the US: Ally, Neutral or Adversary.
term-ally-name = Ally
term-ally-summary = A Muslim country cooperating with the US.
term-available-name = Available
term-available-summary = A Cell the current Funding allows to be Recruited, or a Plot marker ready to be placed.
term-besieged_regime-name = Besieged Regime
term-besieged_regime-summary = Marker on a country weakened by Jihad; makes Major Jihad easier there.
term-block-name = Block
term-block-summary = Stop an Event being played or end it by another Event, or remove a Plot with Alert.
term-cadre-name = Cadre
term-cadre-summary = The remnant of a Jihadist network left when its last Cell is removed; it allows Recruiting.
term-cell-name = Cell
term-cell-summary = The basic Jihadist unit: a small covert group, or a band of guerrillas.
term-deploy-name = Deploy
term-deploy-summary = US Operation moving Troops abroad or between countries.
term-diplomacy-name = Diplomacy
term-diplomacy-summary = End-of-turn Prestige gain when the world agrees with US Posture.
term-disrupt-name = Disrupt
term-disrupt-summary = US Operation that exposes or removes Cells, or removes a Cadre.
term-event-name = Event
term-event-summary = Using a card for the historical happening printed on it rather than for Operations.
term-expenditures-name = Expenditures
term-expenditures-summary = The end-of-turn Funding drop.
term-funding-name = Funding
term-funding-summary = The money flowing to the Jihadists; sets hand size and Available Cells.
term-governance-name = Governance
term-governance-summary = How well a country is governed: Good, Fair, Poor or Islamist Rule.
term-gwot_relations-name = GWOT Relations
term-gwot_relations-summary = How far the US and its non-Muslim partners agree on tactics; a mismatch gives a penalty.
term-hard-name = Hard
term-hard-summary = A Posture favouring military force.
term-ideology-name = Ideology
term-ideology-summary = In solo play, how appealing Jihadism is; sets the difficulty level.
term-iran-name = Iran
term-iran-summary = A Shia-run country type of its own, neither Muslim nor non-Muslim in game terms.
term-islamist_rule-name = Islamist Rule
term-islamist_rule-summary = The worst Governance: rule by the Jihadists themselves.
term-jihad-name = Jihad
term-jihad-summary = Jihadist Operation against a government: Minor Jihad weakens it, Major Jihad tries to topple it.
term-lapsing-name = Lapsing
term-lapsing-summary = An Event whose effects last until the end of the turn.
term-lingering-name = Lingering
term-lingering-summary = An Event whose effects stay in play (MARK).
term-low_intensity-name = Low Intensity
term-low_intensity-summary = Few US Troops abroad, which gives the US more cards.
term-muslim-name = Muslim
term-muslim-summary = Sunni and Shia-Mix countries (not Iran).
term-neutral-name = Neutral
term-neutral-summary = A Muslim country neither helping nor opposing the US.
term-non_muslim-name = Non-Muslim
term-non_muslim-summary = Countries where Muslims are a minority.
term-operations-name = Operations
term-operations-summary = Using a card's value for one of the standard actions.
term-overstretch-name = Overstretch
term-overstretch-summary = More US Troops abroad than can be sustained, which costs the US cards.
term-playable-name = Playable
term-playable-summary = An Event whose precondition is met and which is not Blocked.
term-plot-name = Plot
term-plot-summary = Jihadist Operation preparing a terror attack, resolved after the US Action Phase.
term-posture-name = Posture
term-posture-summary = A non-Muslim country's (or the US's) leaning to Hard or Soft power.
term-prestige-name = Prestige
term-prestige-summary = The US standing in the world, 1 to 12.
term-radicalization-name = Radicalization
term-radicalization-summary = Solo: what the Jihadist does with Operations points it cannot otherwise use.
term-reassessment-name = Reassessment
term-reassessment-summary = US Operation switching US Posture; costs two 3-value cards.
term-recruit-name = Recruit
term-recruit-summary = Jihadist Operation adding Cells to a country.
term-recruit_number-name = Recruit Number
term-recruit_number-summary = A printed roll target some non-Muslim countries use for Recruiting instead of Governance.
term-regime_change-name = Regime Change
term-regime_change-summary = US invasion of an Islamist Rule country; it stays a Regime Change country until Good or Islamist Rule.
term-reserves-name = Reserves
term-reserves-summary = Card value banked for a later Operation, at most 2.
term-resources-name = Resources
term-resources-summary = A Muslim country's worth (1-3) in the victory count.
term-schengen-name = Schengen
term-schengen-summary = European open-border countries, all Adjacent to each other.
term-shia_mix-name = Shia-Mix
term-shia_mix-summary = A Muslim country with a large Shia population, usually under Sunni rule.
term-sleeper-name = Sleeper
term-sleeper-summary = A hidden Cell; Disrupt only makes it Active.
term-soft-name = Soft
term-soft-summary = A Posture favouring diplomacy over force.
term-sunni-name = Sunni
term-sunni-summary = A Muslim country with a Sunni majority (Syria counts as Sunni).
term-test-name = Test
term-test-summary = Rolling an unmarked country's Governance or Posture the first time it matters.
term-travel-name = Travel
term-travel-summary = Jihadist Operation moving a Cell to another country or hiding it in place.
term-troops-name = Troops
term-troops-summary = US and Western forces, the tan cubes.
term-turn-name = Turn
term-turn-summary = Both sides play out their dealt cards, then the end-of-turn steps.
term-unassociated-name = Unassociated
term-unassociated-summary = An Event belonging to neither side; either may play it.
term-unmarked-name = Unmarked
term-unmarked-summary = A country not yet tested, so its Governance or Posture is still unknown.
term-war-name = War
term-war-summary = A Troops track level: many US Troops abroad.
term-war_of_ideas-name = War of Ideas
term-war_of_ideas-summary = US Operation to improve a Muslim country's Alignment or Governance, or set a non-Muslim Posture.
term-withdraw-name = Withdraw
term-withdraw-summary = US Operation pulling Troops out of a Regime Change country at Soft Posture.
term-wmd_plot-name = WMD Plot
term-wmd_plot-summary = A Plot with a weapon of mass destruction; in the US it wins the game for the Jihadist.
term-world_posture-name = World Posture
term-world_posture-summary = The net Hard or Soft leaning of non-US countries, from Soft 3 to Hard 3.
table-woi-title = War of Ideas in a Muslim country
table-woi-head-1 = die roll modifier
table-woi-r0-0 = Success
table-woi-r0-1 = a modified roll of 5 or more on one die
table-woi-r1-0 = Prestige Low (1-3)
table-woi-r1-1 = -1
table-woi-r2-0 = Prestige Medium (4-6)
table-woi-r2-1 = 0
table-woi-r3-0 = Prestige High (7-9)
table-woi-r3-1 = +1
table-woi-r4-0 = Prestige Very High (10-12)
table-woi-r4-1 = +2
table-woi-r5-0 = Ally at Fair, shifting to Good
table-woi-r5-1 = -1
table-woi-r6-0 = GWOT Relations Penalty
table-woi-r6-1 = -1, -2 or -3 (the World Posture value when US Posture differs)
table-woi-r7-0 = each Aid marker there
table-woi-r7-1 = +1
table-woi-r8-0 = an Adjacent Good Ally
table-woi-r8-1 = +1
table-woi-r9-0 = fails by one pip, no Aid there
table-woi-r9-1 = place an Aid marker
table-woi-r10-0 = Regime Change country
table-woi-r10-1 = only if Troops exceed Cells by 5 or more
table-woi-r11-0 = Adversary
table-woi-r11-1 = not a target
table-prestige-title = Prestige roll
table-prestige-r0-0 = 1. Direction: one die
table-prestige-r0-1 = 5-6 up, 1-4 down
table-prestige-r1-0 =
    {"   "}modifier
table-prestige-r1-1 = -1 when the GWOT Penalty is not 0
table-prestige-r2-0 = 2. Amount: two dice
table-prestige-r2-1 = shift Prestige by the lower die
table-prestige-r3-0 = Track
table-prestige-r3-1 = 1 to 12: never below 1 or above 12
table-posture-title = Posture table
table-posture-head-0 = die
table-posture-head-1 = Posture
table-posture-r0-0 = 1-4
table-posture-r0-1 = Soft
table-posture-r1-0 = 5-6
table-posture-r1-1 = Hard
table-posture-r2-0 = rolling the US Posture
table-posture-r2-1 = +1 to the roll
table-posture-r3-0 = War of Ideas there ends at the US Posture
table-posture-r3-1 = Prestige +1
table-posture-r4-0 = Israel
table-posture-r4-1 = always Hard
table-tests-title = Country Tests (an unmarked country)
table-tests-head-0 = die
table-tests-head-1 = result
table-tests-r0-0 = Muslim 1-4
table-tests-r0-1 = Poor, Neutral
table-tests-r1-0 = Muslim 5-6
table-tests-r1-1 = Fair, Neutral
table-tests-r2-0 = Alignment after a test
table-tests-r2-1 = always Neutral
table-tests-r3-0 = non-Muslim
table-tests-r3-1 = the Posture table: 1-4 Soft, 5-6 Hard
table-tests-r4-0 = when
table-tests-r4-1 = target of an Operation, a Cell or Plot placed by Event, or an Event's "test"
table-jihadist-title = Jihadist rolls by Governance: Recruit, Travel, Jihad, Major Jihad, Plot
table-jihadist-head-1 = a die succeeds on
table-jihadist-r0-0 = Good
table-jihadist-r0-1 = 1
table-jihadist-r1-0 = Fair
table-jihadist-r1-1 = 1-2
table-jihadist-r2-0 = Poor
table-jihadist-r2-1 = 1-3
table-jihadist-r3-0 = Islamist Rule
table-jihadist-r3-1 = every roll
table-jihadist-r4-0 = Recruit: Regime Change country
table-jihadist-r4-1 = every roll
table-jihadist-r5-0 = Recruit: a country with REC n
table-jihadist-r5-1 = n or less (ignores Governance)
table-jihadist-r6-0 = Travel: Adjacent or within a country
table-jihadist-r6-1 = every roll
table-jihadist-r7-0 = Travel: farther
table-jihadist-r7-1 = the destination's Governance
table-jihadist-r8-0 = Minor Jihad success
table-jihadist-r8-1 = Governance one level toward Poor, -1 Aid
table-jihadist-r9-0 = Major Jihad
table-jihadist-r9-1 = Cells exceed Troops by 5 or more
table-jihadist-r10-0 =
    {"   "}solitaire, Ideology Potent or harder
table-jihadist-r10-1 = Cells exceed Troops by 3 or more
table-jihadist-r11-0 = Major Jihad: Poor to Islamist Rule
table-jihadist-r11-1 = 2 successes on a single card
table-jihadist-r12-0 =
    {"   "}with a Besieged Regime
table-jihadist-r12-1 = 1 success
table-jihadist-r13-0 = Major Jihad: 3 dice at Poor, no Islamist Rule
table-jihadist-r13-1 = Besieged Regime, Alignment one box to Ally
table-jihadist-r14-0 = Jihad failure
table-jihadist-r14-1 = each failed roll removes a Cell
table-jihadist-r15-0 = Plot success
table-jihadist-r15-1 = an Available Plot of at most the card's value
table-levels-title = Troops, Funding and Prestige levels
table-levels-head-0 = track
table-levels-head-1 = level: effect
table-levels-r0-0 = Troops on track 0-4
table-levels-r0-1 = Overstretch: US hand 7
table-levels-r1-0 = Troops on track 5-9
table-levels-r1-1 = War: US hand 8
table-levels-r2-0 = Troops on track 10+
table-levels-r2-1 = Low Intensity: US hand 9
table-levels-r3-0 = Funding 1-3
table-levels-r3-1 = Tight: Jihadist hand 7; Cells in the Tight box Available
table-levels-r4-0 = Funding 4-6
table-levels-r4-1 = Moderate: Jihadist hand 8; Tight and Moderate boxes
table-levels-r5-0 = Funding 7-9
table-levels-r5-1 = Ample: Jihadist hand 9; every Cell on the track
table-levels-r6-0 = Prestige 1-3
table-levels-r6-1 = Low: War of Ideas -1
table-levels-r7-0 = Prestige 4-6
table-levels-r7-1 = Medium: War of Ideas 0
table-levels-r8-0 = Prestige 7-9
table-levels-r8-1 = High: War of Ideas +1
table-levels-r9-0 = Prestige 10-12
table-levels-r9-1 = Very High: War of Ideas +2
table-levels-r10-0 = Cells on the Funding track
table-levels-r10-1 = 5 per box, filled from the right
table-solitaire-title = Solitaire Jihadist charts in outline
table-solitaire-head-0 = rule
table-solitaire-head-1 = step
table-solitaire-r0-0 = 9.4.1
table-solitaire-r0-1 = EVENT OR OPS? (in this order)
table-solitaire-r1-0 = 9.4.1
table-solitaire-r1-1 = 1. playable Jihadist or Unassociated Event: play it
table-solitaire-r2-0 = 9.4.3
table-solitaire-r2-1 =
    {"   "}no Cell on the Funding track and it would place Cells: Radicalization
table-solitaire-r3-0 = 9.4.1
table-solitaire-r3-1 = 2. playable US Event: Plot, no Event
table-solitaire-r4-0 = 8.4.2
table-solitaire-r4-1 = 3. Major Jihad if a success is possible
table-solitaire-r5-0 = 9.4.1
table-solitaire-r5-1 = 4. Minor Jihad in a Good or Fair country
table-solitaire-r6-0 = 4.7.4.2
table-solitaire-r6-1 = 5. Recruit if Cells are Available and no GTMO
table-solitaire-r7-0 = 9.4.3
table-solitaire-r7-1 = 6. otherwise Travel; Ops left over: Radicalization
table-solitaire-r8-0 = 9.4.2.2
table-solitaire-r8-1 = WHERE? Plot: the US, then Troops, same Posture, Aid, Funding below 9
table-solitaire-r9-0 = 9.4.2.3
table-solitaire-r9-1 = WHERE? Major Jihad: Pakistan, then highest Resources
table-solitaire-r10-0 = 9.4.2.4
table-solitaire-r10-1 = WHERE? Minor Jihad: Good, then Fair; Pakistan, Aid, Besieged, Resources
table-solitaire-r11-0 = 9.4.2.5
table-solitaire-r11-1 = WHERE? Recruit: Regime Change with Troops 5+ over Cells, Islamist Rule with Cells under 2x Ops, highest roll needed
table-solitaire-r12-0 = 9.4.2.6
table-solitaire-r12-1 = WHERE? Travel to: Besieged/Regime Change/Aid, Major Jihad with 2 more Cells, Good/Fair next to a Cell, Posture
table-solitaire-r13-0 = 9.4.2.6.1
table-solitaire-r13-1 = WHERE? Travel from: Islamist Rule, Regime Change with more than 5 Cells, Adjacent, random
table-solitaire-r14-0 = 9.4.3
table-solitaire-r14-1 = RADICALIZATION: place a Cell, Travel, Plot (Funding below 9), worsen Good/Fair
table-solitaire-r15-0 = 9.5
table-solitaire-r15-1 = RANDOM COUNTRY: equal choices or "random"
table-solitaire-r16-0 = 9.7
table-solitaire-r16-1 = IDEOLOGY: harder levels, each adding to those below
