## Narration: what happens, told in the game channel.

narration-joined = { $name } sits down as **{ $hero }**.
narration-dealt = { $name } sits down and is dealt **{ $hero }**.
narration-left = { $name } leaves the table.
narration-tower-chosen = { $name } will start in the { $corner } Tower Room.
narration-tower-given = { $name } is given the { $corner } Tower Room.
narration-rune-drawn = { $hero } draws the Rune of { $rune }.
narration-started = 🌅 The tower doors grind open. Into Dragonfire Dungeon!
narration-turn-started = **Turn { $turn }**: { $hero } ({ $name }).
narration-sun-rose = 🌞 The sun counter rises to { $sun }/{ $limit }.
narration-sunset-open = 🌇 Sunset roll: { $roll }. The towers stay open, for now.
narration-sunset-closed = 🌇 Sunset roll: { $roll }. The tower doors slam shut for the night!
narration-turn-lost = { $hero } loses this turn.
narration-blocked = { $hero } has nowhere to go and loses this turn.
narration-chamber-drawn = A new chamber at { $pos }: **{ $chamber }**. { $text }
narration-chamber-revealed = A new chamber at { $pos }, seen before anyone steps in: **{ $chamber }**.
narration-rotated = 🔄 The room grinds round half a turn!
narration-moved = { $hero } moves { $dir } to { $pos }.
narration-moved-special = { $hero } slips through to { $pos }.
narration-bridge-end = { $hero } takes the { $dir } end of the bridge.
narration-searched = { $hero } searches the chamber.
narration-marker = 🔽 A way down to the catacombs is marked at { $pos }.
narration-passage-found = { $hero } may go down into the catacombs from here next turn (`Enter` and the way to head).
narration-teleported = 🌀 { $hero } strides through the tower magic to the { $corner } Tower Room.
narration-monster-walks = { $glyph } The { $monster } token lurches from { $from } to { $to }.
narration-monster-added = { $glyph } { $A_monster } creeps into { $pos }, beside a Tower Room.
narration-card-burned = The servant draws **{ $card }** from the { $deck } deck and throws it away.
narration-duel-started = ⚔️ **{ $a } attacks { $b }!** Hero vs Hero: sealed strikes by DM, round after round, until one of them has taken 4 wounds in the fight.
narration-duel-sent = ✅ { $hero } has sent strikes for duel round { $round }.
narration-duel-random = 🎲 The deadline passed: the bot picks { $hero }'s strikes at random for duel round { $round }.
narration-duel-round =
    ⚔️ **Duel round { $round }**: { $a }: { $plan_a } · { $b }: { $plan_b }
    { $a } deals { $deals_a } and takes { $takes_a }; { $b } deals { $deals_b } and takes { $takes_b }.
narration-duel-won = 🏆 **{ $winner } beats { $loser }** in the duel; { $loser } is thrown back.
narration-duel-draw = Both duellists are beaten alike: no victor, and { $loser } falls back.
narration-duel-over = The duel is over.
narration-plundered = { $to } takes **{ $card }** from { $from }.
narration-plundered-hidden = { $to } takes a Loot card from { $from }.
narration-knocked-out = 💫 **{ $hero } is knocked out** (Death Can Wait): { $gender ->
        [female] she
       *[male] he
    } comes round poorer, but alive.
narration-loot-owed = { $hero } must give up { $count } Loot { $count ->
        [one] card
       *[other] cards
    } of { $gender ->
        [female] her
       *[male] his
    } choice before the turn moves on.
narration-rune-used = ✨ { $hero } uses the Rune of { $rune }: { $text }
narration-descended = 🕳️ { $hero } goes down into the catacombs at { $pos }, heading { $dir }.
narration-resurfaced = 🪜 { $hero } climbs up after { $cards } Catacomb { $cards ->
        [one] card
       *[other] cards
    }: { $travelled } { $travelled ->
        [one] space
       *[other] spaces
    } { $dir } from { $from }, then shifts { $shift } by a rolled { $roll }: **{ $pos }**.
narration-chamber-turned = { $hero } turns the new chamber at { $pos } so its entry faces { $dir }.
narration-landed = { $hero } comes up by the { $dir } side of the chamber.
narration-chest-opened = 🧰 { $hero } opens a Treasure Chest: { $dice } x 100 = **{ $value }** electrum.
narration-door-tried = { $hero } tries the door { $dir } of { $pos }.
narration-offer-declined = { $hero } leaves **{ $card }** alone and draws nothing.
narration-secret-door-declined = { $hero } leaves the secret door shut and stays put.
narration-card-drawn = { $hero } draws from the { $deck } deck: **{ $card }**. { $text }
narration-loot-hidden = { $hero } takes a Loot card from the { $deck } deck, face down.
narration-loot-discarded-hidden = { $hero } gives up a Loot card.
narration-treasure-burnt-hidden = The dragon fire burns { $count } of { $hero }'s Treasure cards.
narration-loot-gained = { $hero } takes **{ $card }** ({ $value } electrum).
narration-reshuffled = The { $deck } discards are shuffled back into the deck.
narration-card-kept = { $hero } keeps **{ $card }** until it is dealt with.
narration-card-released = { $hero } is rid of **{ $card }**.
narration-loot-discarded = { $hero } gives up **{ $card }**.
narration-potion-drunk = { $hero } drinks the **{ $card }**.
narration-loot-given-elf = { $hero } hands **{ $card }** to the Fallen Elf.
narration-test-passed = { $hero } tests { $attr }: rolls { $dice }{ $modifier } = { $total } against { $target }. Passed.
narration-test-failed = { $hero } tests { $attr }: rolls { $dice }{ $modifier } = { $total } against { $target }. Failed.
narration-cave-in-stuck = { $hero } cannot get over the rubble and stays in the Cave-in: next turn, retreat or try the climb again.
narration-prayed = 🙏 { $hero } prays: 1 wound for 3 determination.
narration-rolled = { $hero } rolls { $dice } ({ $why }).
narration-wounded = { $hero } takes { $amount } { $amount ->
        [one] wound
       *[other] wounds
    } ({ $wounds }/{ $life }).
narration-wounded-fatal = { $hero } takes { $amount } { $amount ->
        [one] wound
       *[other] wounds
    }: a killing blow ({ $life } Life).
narration-healed = { $hero } heals { $amount } ({ $wounds }/{ $life }).
narration-lose-turn = { $hero } will lose the next turn.
narration-flag-must-encounter = { $hero } will face this chamber next turn.
narration-flag-must-return = { $hero } will have to go back next turn.
narration-flag-web-stuck = { $hero } is stuck fast in the web.
narration-flag-darkness = { $hero } blunders into a wall in the dark, and will roll again next turn.
narration-dragon-sleeping = 🐉 Dragon draw at { $chance }% Sleeping: rolled { $roll }. Kalladra sleeps on...
narration-dragon-rage = 🐉 Dragon draw at { $chance }% Sleeping: rolled { $roll }. **DRAGON RAGE!**
narration-treasure-burnt = 🔥 { $hero } drops the Dragon's treasure: { $cards }.
narration-dragon-reset = Kalladra settles. The next Dragon draw is back at { $chance }% Sleeping.
narration-died = 💀 **{ $hero } dies**: { $cause }.
narration-exited = 🏰 **{ $hero } leaves the dungeon** with { $count } Loot worth { $value } electrum.
narration-exited-hidden = 🏰 **{ $hero } leaves the dungeon** with { $count } Loot { $count ->
        [one] card
       *[other] cards
    }, face down.
narration-imp-stole = The Bottle Imp runs off with { $hero }'s **{ $card }**.
narration-ended-sunset = 🌑 **Night falls. The game is over.**
narration-ended-all-out = **The game is over**: no hero is left in the dungeon.
narration-ended-stopped = **The organiser has ended the game.** { $reason }
narration-reordered = The turn order is now: { $names }.
narration-configured = The organiser has changed the game's settings: { $changes } (see `!dq settings`).
narration-replaced = { $name } takes over { $hero } from { $old }.
narration-removed = 🚪 The organiser takes { $name } ({ $hero }) out of the game.
narration-skipped = ⏭️ The organiser skips { $name }'s turn ({ $hero }).
narration-paused = ⏸️ The organiser has paused the game. Nothing moves until `!dq resume`.
narration-resumed = ▶️ The game resumes.
narration-extended = ⏳ The organiser gives the current deadline { $hours } more hours.
narration-undone = ↩️ The organiser has undone { $count ->
        [one] the last input. The game stands as it was before it
       *[other] the last { $count } inputs. The game stands as it was before them
    }.
narration-score-lost = ✖ { $hero } ({ $name }): { $fate }
narration-score-inside = still in the dungeon
narration-score-line = { $rank }. { $hero } ({ $name }): { $value } electrum in { $count } Loot
narration-winner = 🏆 **{ $names } { $count ->
        [one] wins
       *[other] win
    }!**
narration-kalladra-wins-out = 🐉 { $names } got out, but without a Treasure card. **Kalladra wins.**
narration-kalladra-wins = 🐉 Nobody got out. **Kalladra wins.**
narration-monster-appears = ⚔️ { $glyph } **{ $A_monster } ({ $letter }) confronts { $hero }!**
narration-monster-moved = (There were no { $monster } tokens left: the one from { $pos } comes.)
narration-escape-ok = { $hero } runs for it: rolled { $roll } against { $chance }%. **Escaped**, back to { $pos }. The { $monster } stays where it is.
narration-escape-ok-below = { $hero } runs for it: rolled { $roll } against { $chance }%. **Escaped**: the { $monster } loses the trail in the catacombs, and the journey goes on.
narration-escape-failed = { $hero } runs for it: rolled { $roll } against { $chance }%. **Caught!**
narration-combat-started = ⚔️ **Combat**: { $hero } against the { $monster }.
narration-side-offered = The { $monster }'s part is offered to { $name } (by DM).
narration-side-seat = { $name } plays the { $monster }.
narration-side-organiser = The organiser, { $name }, plays the { $monster }.
narration-side-bot = The bot plays the { $monster }.
narration-side-open = Nobody took the { $monster }'s part: now anyone but { $hero }'s player may.
narration-submitted-hero = ✅ { $hero } has sent strikes for round { $round }.
narration-submitted-monster = ✅ The { $monster }'s strikes for round { $round } are in.
narration-chosen-for-them = ⏰ Time is up: the bot picks strikes at random for { $name } in round { $round }.
narration-tatianna = { $hero } strikes first: { $amount } { $amount ->
        [one] wound
       *[other] wounds
    } to the { $monster }.
narration-round = ⚔️ **Round { $round }**: { $hero } { $hero_plan } · { $monster } { $monster_plan }
narration-round-winners = Standard: { $standard } · Brutal: { $brutal } · Counterattack: { $counter }
narration-round-result = { $hero } deals { $hero_deals }, the { $monster } deals { $monster_deals }{ $notes }. The { $monster } has { $monster_wounds } { $monster_wounds ->
        [one] wound
       *[other] wounds
    }.
narration-note-hugo = ; Hugo shrugs off one
narration-note-shield = ; the Shield stops one
narration-note-rune-blade = ; the Rune Blade adds one
narration-note-spark = ; a Spark adds one
narration-counter-next = { $name }'s Counterattack lands 1 wound next round.
narration-combat-fled = 🏃 **{ $hero } breaks away from the { $monster }** and gets out (it had { $life } life). Its token stays in the chamber.
narration-combat-won = 🏆 **{ $hero } destroys the { $monster }** (it had { $life } life).
narration-combat-lost = The { $monster } stands over { $hero }'s body (it had { $life } life). Its token stays in the chamber.
narration-combat-lost-knocked-out = The { $monster } stands over { $hero }, knocked out (it had { $life } life). Its token stays in the chamber.
narration-combat-both = { $hero } and the { $monster } fall together (it had { $life } life).
narration-combat-abandoned = The fight is over: { $hero } is gone. The { $monster } stays in the chamber.
