## Prompts: what the game asks the player whose turn it is.

prompt-turn = { $mention }, your turn ({ $hero }, sun { $sun }/{ $limit }).
prompt-move-on-corridor = { $mention }, the corridor carries you on: move again at once.
prompt-move-on-tower = { $mention }, you cannot stay in a Tower Room: move on at once.
prompt-move-on-web = { $mention }, you are through the web: move on at once.
prompt-move-on-bridge = { $mention }, you are across: step off the far end.
prompt-move-on-cave-in = { $mention }, you are over the rubble: move on.
prompt-tower = { $mention }, you hold Loot in a Tower Room: leave the dungeon, or move on.
prompt-bridge = { $mention }, a bridge. Cross it (Agility { $agility }; each Loot card you carry makes it harder, +1 to the roll, and you carry { $loot }; you may drop Loot first), or stay and go back next turn.
prompt-web = { $mention }, a spider web. Tear through (Strength { $strength }), or go back next turn.
prompt-offer = { $mention }, **{ $card }**: draw a { $deck } card?
prompt-secret-door = { $mention }, a secret door! Step through any side into a neighbouring space, or decline.
prompt-bridge-end = { $mention }, which end of the bridge do you come out at?
prompt-test = { $mention }, a test of { $attr } is coming (you need { $target } or less on 2d6). Roll, or pray first (1 wound, +3)?
prompt-rage-reroll = { $mention }, the dragon fire does { $total } ({ $dice }). Keep it, or roll again (once per game)?
prompt-retreat = { $mention }, flee the Treasure Chamber: choose a passage without door or portcullis.
prompt-underground = { $mention }, your turn ({ $hero }, sun { $sun }/{ $limit }). You are in the catacombs ({ $cards } { $cards ->
        [one] card
       *[other] cards
    } so far, heading { $dir }): `Draw` your Catacomb card.
prompt-descend = { $mention }, you fall into the catacombs! Which way does your travel marker point? (`Enter UP`, `Enter DOWN`, `Enter LEFT` or `Enter RIGHT`)
prompt-exit-card = { $mention }, a way up! With { $cards } { $cards ->
        [one] card
       *[other] cards
    } you come up { $travelled } { $travelled ->
        [one] space
       *[other] spaces
    } { $dir } of your marker, then shift 1d6 to a side you choose first: `Resurface { $a }` or `Resurface { $b }`. Or press on: `No`.
prompt-orient = { $mention }, you come up in an unexplored space and draw a chamber: which side should its entry face? (`Face` and a side; the commands below are the sides it may face)
prompt-landing = { $mention }, you come up in a chamber split in two: which side do you stand on? (`End` and a side)
prompt-discard = { $mention }, give up a Loot card of your choice: `Drop NAME`.
prompt-lose-loot = { $mention }, knocked out, you must give up { $count } more Loot { $count ->
        [one] card
       *[other] cards
    } of your choice: `Drop NAME`, one at a time.
prompt-servant = { $mention }, your hero is dead, but you serve Kalladra now: move a monster one chamber (`Move monster B3 UP`), add one beside a Tower Room while there are fewer monsters than heroes (`Add monster B2`), or `Pass`. A monster moved onto a hero attacks him, and you play it.
prompt-duel-or-monster = { $mention }, { $hero } and a monster are both here, and you decide which you take on first: the monster (`Fight` and its letter) or { $hero } (`Attack`).
prompt-monster-treasure = { $mention }, Monstrous Treasures: your roll came in under the monster's life. Take the top Treasure card? `Yes` or `No`.
prompt-which-monster = { $mention }, several monsters lurk here: which do you face first? (`Fight` and its letter)
prompt-duel = ⚔️ Duel round { $round }: waiting on { $names } to send strikes by DM.
prompt-spoils = { $mention }, you won the duel: take one of { $from }'s Loot cards (`Take NAME`; face down under Cloak and Dagger: `Take any`), or `No`.
prompt-breakout = { $mention }, walled in, you come round somewhere else: choose the neighbouring space (`Move` and a side, walls or not). A new chamber is drawn if it is unexplored; you face it next turn.
prompt-warning = { $mention }, **{ $card }** is about to spring. `Use rune Warning` to ignore it, or `No` to face it.
prompt-fortune = { $mention }, you failed the test. `Use rune Fortune` to roll it again, or `Keep` the result.
prompt-move-on-stasis = { $mention }, the Rune of Stasis holds time still: move again, or `No` to stop here.
prompt-test-rune = { $mention }, a test of { $attr } is coming (you need { $target } or less on 2d6). `Roll`, or `Use rune Strength` to pass it without rolling?
prompt-options = Commands: { $commands }
prompt-dragon-odds = 🐉 `Stay` draws another Dragon card: { $chance }% Sleeping (two Treasure cards), { $rage }% Dragon Rage.
prompt-monster = { $mention }, { $a_monster }! `Escape` ({ $chance }%; if caught you take { $damage } { $damage ->
        [one] wound
       *[other] wounds
    } and must fight) or `Attack`?
prompt-monster-no-escape = { $mention }, { $a_monster }! { $why }
prompt-fallen-elf = { $mention }, the Fallen Elf wants one of your Loot cards: `Give NAME`, or `Attack` it (a Fallen Druid).
prompt-combat = ⚔️ Round { $round } against the { $monster }: waiting on { $names } to send strikes by DM.
prompt-combat-offer = ⚔️ Waiting on { $name } to accept or decline the { $monster }'s part (by DM).
prompt-combat-open = ⚔️ The { $monster }'s part is open: `!dq monster` to claim it, or the organiser's `!dq monster bot`.
prompt-waiting-on = Waiting on { $name }.
