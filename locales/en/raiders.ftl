## Dungeon Raiders: names, narration, refusals, prompts, the hand and the board.
## Cards and characters by their template ids (templates/raiders.toml).

raiders-room-snake = Snake
raiders-room-zombie = Zombie
raiders-room-skeleton = Skeleton
raiders-room-goblin = Goblin
raiders-room-cube = Gelatinous Cube
raiders-room-troll = Troll
raiders-room-dragon = Dragon
raiders-room-chest-1 = Treasure room (1)
raiders-room-chest-2 = Treasure room (2)
raiders-room-chest-3 = Treasure room (3)
raiders-room-chest-4 = Treasure room (4)
raiders-room-chests-2-1 = Treasure room (2 and 1)
raiders-room-chests-3-2 = Treasure room (3 and 2)
raiders-room-chests-4-2 = Treasure room (4 and 2)
raiders-room-magnet = Magnet trap
raiders-room-boulder = Rolling boulder
raiders-room-spike = Spike pit
raiders-room-lava = Lava pool
raiders-room-item-vault = Item vault
raiders-room-coin-vault = Coin vault
raiders-room-back = 🂠

raiders-character-warrior = Warrior
raiders-character-wizard = Wizard
raiders-character-knight = Knight
raiders-character-thief = Thief
raiders-character-explorer = Explorer

raiders-item-torch = torch
raiders-item-crystal-ball = crystal ball
raiders-item-key = key
raiders-item-sword = sword
raiders-item-count = { $count }× { $item }

raiders-kind-treasure = treasure room
raiders-kind-monster = monster room
raiders-kind-trap = trap room
raiders-kind-vault = vault

raiders-play-power = a { $value }
raiders-play-key = a key (counts 5)
raiders-play-sword = a sword (counts 5)
raiders-play-crystal-ball = a crystal ball

## What a room does, told briefly (the board, and on entering).
raiders-brief-monster = strength { $strength }; if the cards fall short, the lowest card takes { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }.
raiders-brief-monster-duel = the lower card takes { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }; two equal cards leave it baffled.
raiders-brief-monster-solo = beat its attack card with a higher one, or take { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }.
raiders-brief-monster-solo-drawn = attack card { $attack }: beat it with a higher card, or take { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }.
raiders-brief-treasure = { $two ->
        [yes] chests { $chests }: the highest card opens the first, the next highest the second
       *[no] a chest of { $chests }: the highest card opens it
    }; ties split the gold.
raiders-brief-treasure-solo = { $two ->
        [yes] chests { $chests }: your card must beat a chest by at least 1 to open it
       *[no] a chest of { $chests }: your card must beat it by at least 1 to open it
    }.
raiders-brief-magnet = { $solo ->
        [yes] your card decides: 3, 4 or 5 pulls 1, 2 or 3 of your gold away.
       *[no] the highest card decides: 3, 4 or 5 pulls 1, 2 or 3 gold from the richest.
    }
raiders-brief-boulder = { $solo ->
        [yes] your card decides: 3, 4 or 5 rolls 1, 2 or 3 wounds onto you.
       *[no] the highest card decides: 3, 4 or 5 rolls 1, 2 or 3 wounds onto the least wounded.
    }
raiders-brief-spike = { $solo ->
        [yes] your card decides: a 3 gives you 1 wound, a 2 gives 2, and a 1 half the wounds you still have room for before 10.
       *[no] the lowest card decides: a 3 gives everyone 1 wound, a 2 gives 2, and a 1 half the wounds each still has room for before 10.
    }
raiders-brief-lava = { $solo ->
        [yes] your card decides: 3, 2 or 1 burns 1, 2 gold or half your gold.
       *[no] the lowest card decides: 3, 2 or 1 burns 1, 2 gold or half of everyone's gold.
    }
raiders-brief-vault = each card takes its own prize: { $gains }.
raiders-gain-item = { $value } { $item }
raiders-gain-coins = { $value } { $count } gold
raiders-gain-potion = { $value } heals { $count }

## Narration: what happened, for the channel (or, where it says so, for one player).
raiders-n-prepared = 🕯️ The dungeon is laid out: five levels of five rooms. { $start } goes first.
raiders-n-prepared-together = 🕯️ The dungeon is laid out: five levels of five rooms.
raiders-n-character = { $name } is the { $character }.
raiders-n-level = ⬇️ **Level { $level }** opens before you.
raiders-n-entered = 🚪 { $solo ->
        [yes] You enter
       *[no] Into
    } **{ $room }**: { $brief }
raiders-n-attack = 🃏 The monster's attack card shows { $strength }.
raiders-n-torch = 🔦 { $name } lights a torch and peers down the corridor.
raiders-n-torch-own = 🔦 By torchlight you make out what lies ahead: { $rooms }.
raiders-n-played = { $name } plays { $play }.
raiders-n-ball = 🔮 { $name } looks into a crystal ball and waits for the others.
raiders-n-sealed = 🂠 { $name } lays a card face down.
raiders-n-sealed-own = 🂠 You lay { $play } face down.
raiders-n-revealed = { $count ->
        [one] The face-down card turns over
       *[other] The face-down cards turn over
    }: { $plays }.
raiders-n-revealed-one = { $name } { $play }
raiders-n-fought-won = ⚔️ { $total } against { $strength }: the monster goes down.
raiders-n-fought-lost = ⚔️ { $total } against { $strength }: not enough, the monster hits back.
raiders-n-confused = 😵 Two equal cards: the monster cannot choose and hurts nobody.
raiders-n-trap-sprung = 🪤 The trap reads a { $card } and goes off!
raiders-n-trap-quiet = 🪤 The trap reads a { $card } and stays still.
raiders-n-gold-gained = 💰 { $name } gains { $amount } gold.
raiders-n-gold-lost = 💸 { $name } loses { $amount } gold.
raiders-n-gold-none = { $name } gains no gold: the purse is full.
raiders-n-wounded = 🩸 { $name } takes { $amount } { $amount ->
        [one] wound
       *[other] wounds
    }.
raiders-n-healed = 🧪 { $name } heals { $amount } { $amount ->
        [one] wound
       *[other] wounds
    }.
raiders-n-item-taken = 🎒 { $name } takes a { $item } from the supply.
raiders-n-contested = The supply has too few of { $item } for { $names }, who all wanted one: nobody gets one.
raiders-n-died = 💀 { $name } falls in the dungeon{ $solo ->
        [yes] .
       *[no] ; their items go back to the supply.
    }
raiders-n-nothing-taken = { $players ->
        [1] You take nothing from this room.
       *[other] Nobody takes anything from this room.
    }
raiders-n-cleared = The room is cleared. { $name } leads into the next one.
raiders-n-cleared-together = The room is cleared.
raiders-n-rested = 🏕️ Level { $level } is behind you: { $solo ->
        [yes] you take back your power cards.
       *[no] everyone takes back their power cards.
    }
raiders-n-ended = 🏁 The raid is over. { $count ->
        [0] Nobody wins.
        [one] Winner: { $winners }.
       *[other] Winners: { $winners }.
    }
raiders-n-collapsed = { $count ->
        [one] Collapsed with the most wounds
       *[other] Collapsed with the most wounds
    }: { $names }.
raiders-n-dead = { $count ->
        [one] Died in the dungeon
       *[other] Died in the dungeon
    }: { $names }.
raiders-place-collapsed = collapsed with the most wounds: carries nothing out
raiders-place-dead = died in the dungeon: carries nothing out
raiders-n-abandoned = 🏁 The raid is over. The organiser ended it early: nobody wins.
raiders-n-score = { $name }: { $treasure } gold, { $wounds } { $wounds ->
        [one] wound
       *[other] wounds
    }.

## Refusals: what the rules do not allow now, and why.
raiders-refuse-bad-players = Dungeon Raiders takes 1 to 5 players, not { $n }.
raiders-refuse-bad-character = There is no character { $id }: the characters go from 0 to { $last }.
raiders-refuse-bad-wounds = A solitaire game starts with 2 to 5 wounds, not { $n }.
raiders-refuse-not-started = The game has not started yet.
raiders-refuse-already-started = The game has already started.
raiders-refuse-game-over = The game is over.
raiders-refuse-no-seat = You have no seat in this game.
raiders-refuse-eliminated = You died in the dungeon: you play no more.
raiders-refuse-not-your-turn = Not your turn: the game waits on { $names }.
raiders-refuse-already-sealed = Your card for this round is already face down.
raiders-refuse-no-such-card = There is no power card { $value }: they go from 1 to 5.
raiders-refuse-card-played = Your { $value } is already down this level; it comes back when the level ends.
raiders-refuse-no-item = You hold no { $item }.
raiders-refuse-key-outside = A key only opens a treasure room, and this is a { $kind }.
raiders-refuse-sword-outside = A sword only fights a monster, and this is a { $kind }.
raiders-refuse-no-dark-room = No room ahead on this level is face down: nothing to light.
raiders-refuse-see-hand = `!dq hand` shows you, by DM, what you can still play.

## Prompts: who plays next and what may be typed.
raiders-prompt-turn = ▶️ { $name } plays in **{ $room }**.
raiders-prompt-speed = ▶️ Everyone lays a card face down: waiting on { $names }.
raiders-prompt-speed-alone = ▶️ { $names } lays a card face down.
raiders-prompt-speed-again = ▶️ After the crystal { $people ->
        [one] ball, { $names } lays another card face down.
       *[other] balls, { $names } lay another card face down.
    }
raiders-prompt-cards = { $name } has { $count ->
        [one] one card
       *[other] { $count } cards
    } left: { $cards }.
raiders-prompt-cards-items = { $name } has { $count ->
        [one] one card
       *[other] { $count } cards
    } left: { $cards }; or an item if they hold one: { $items }.
raiders-prompt-yours = Your move. You may type: { $commands }
raiders-prompt-not-yours = Not your move. You may still type: { $commands }
raiders-prompt-setup = The raid has not begun.
raiders-cmd-power = `Play { $value }`
raiders-cmd-key = `Play key`
raiders-cmd-sword = `Play sword`
raiders-cmd-crystal-ball = `Play crystal ball`
raiders-cmd-torch = `Use torch`
raiders-none = none

## The hand, by direct message (`!dq hand`).
raiders-hand-title = **Your hand** ({ $character }, { $treasure } gold, { $wounds }/10 wounds)
raiders-hand-power = Power cards: { $cards }
raiders-hand-power-none = Power cards: none left until the level ends
raiders-hand-items = Items: { $items }
raiders-hand-peeks = Seen by torchlight: { $rooms }
raiders-hand-sealed = Face down this round: { $play }
raiders-hand-out = You died in the dungeon: you play no more.

## The board, in the channel.
raiders-board-title = **Dungeon Raiders** · level { $level }/5 · { $piles } { $piles ->
        [one] pile
       *[other] piles
    } left
raiders-board-title-setup = **Dungeon Raiders** · the raid has not begun
raiders-board-title-over = **Dungeon Raiders** · { $level ->
        [0] {""}
       *[other] level { $level }/5 ·{" "}
    }the raid is over
raiders-board-row = Rooms ahead: { $rooms }
raiders-board-row-empty = Rooms ahead: none on this level
raiders-board-room = Now: **{ $room }**: { $brief }
raiders-board-supply = Supply: 🔦{ $torch } 🔮{ $ball } 🗝️{ $key } 🗡️{ $sword }
raiders-board-attacks = Attack deck: { $left } left
raiders-board-seat = { $turn }**{ $name }** ({ $character }) 💰{ $treasure } 🩸{ $wounds }/10 🎒{ $items } · cards { $cards } · { $play }
raiders-board-seat-dead = 💀 **{ $name }** ({ $character }) 💰{ $treasure }: out
raiders-board-nothing = nothing yet
raiders-board-down = put down { $play }
raiders-board-sealed = 🂠 face down
raiders-board-balls = { $count }× 🔮

## Text that is not a Dungeon Raiders command.
raiders-parse-empty = That message is empty.
raiders-parse-too-long = That message is { $len } characters long; a command is at most { $max }.
raiders-parse-missing = Play what? Say a power card or an item: `Play 3`, `Play key`, `Play sword`, `Play crystal ball`, or `Use torch`.
raiders-parse-bad-argument = “{ $got }” is not a card you can play: a power card from 1 to 5, `key`, `sword`, `crystal ball`, or `Use torch`.
raiders-parse-slip = Not quite a command: did you mean `{ $meant }`?
raiders-parse-unknown = That is not a Dungeon Raiders command. Try `Play 3`, `Play key`, `Play sword`, `Play crystal ball` or `Use torch`.

## The table: seats, choices, the organiser's tools

raiders-welcome = 🗝️ A game of **Dungeon Raiders** is open here: 1 to { $max } players, { $seats } seated so far. Type `!dq join` to take a seat. The organiser may `!dq set speed on` (sealed plays by DM), set solitaire's starting wounds (`!dq set wounds 3`) and a deadline (`!dq set turn_hours 24`), then `!dq start`: characters are dealt at random.
raiders-table-joined = { $name } takes a seat ({ $seats } of { $max }).
raiders-table-left = { $name } leaves the table.
raiders-table-undone = ↩️ The organiser took back the last { $count ->
        [one] input
       *[other] { $count } inputs
    }.
raiders-table-for-absent = the clock, for { $name }
raiders-table-bot-plays = 🤖 The bot plays for { $name }.
raiders-table-abandoned = 🛑 The organiser ended the game. { $reason }
raiders-table-organiser = the organiser
raiders-table-sealed = a card face down
raiders-table-replaced = 🔁 { $name } takes over { $old }'s seat, with its cards, treasure and wounds.
raiders-table-replaced-setup = 🔁 { $name } takes { $old }'s seat.
raiders-table-removed = The organiser takes { $name } out of the game.
raiders-table-paused = ⏸️ The organiser has paused the game: no deadline runs and nothing is played until `!dq resume`.
raiders-table-resumed = ▶️ The game goes on{ $deadline ->
        [yes] : its deadline runs on where it stopped.
       *[no] .
    }
raiders-table-extended = ⏳ The organiser gives this play { $hours } more { $hours ->
        [one] hour
       *[other] hours
    }.
raiders-on = on
raiders-off = off
raiders-settings-solo = {" "}· solitaire character { $character }, starting wounds { $wounds }
raiders-settings = ⚙️ Settings: Speed { $speed }{ $solo } · hours per play { $hours } · reminder { $reminder ->
        [0] off
        [one] after { $reminder } hour
       *[other] after { $reminder } hours
    }{ $missed }{ $remind }.
raiders-settings-missed = {" · "}a seat falls to the computer after { $count } missed deadlines in a row
raiders-settings-remind = {" · "}at a deadline, a reminder (the bot plays only for players away)
raiders-refuse-organiser-only = Only the organiser may do that.
raiders-refuse-seated = You have a seat at this table already.
raiders-refuse-full = All { $max } seats are taken.
raiders-refuse-not-seated = You have no seat at this table: `!dq join` takes one before the start.
raiders-refuse-leave-started = The game has started: seats stay as they are. The organiser may `!dq end` it.
raiders-refuse-nobody = Nobody has a seat yet: `!dq join` first.
raiders-refuse-undo-none = There is nothing to take back.
raiders-refuse-undo-replace = That would take back a replacement: the new player has already been sent the seat's hand, so it cannot be unseen. To give the seat back, use `!dq replace` again.
raiders-refuse-undo-torch = That would take back a torch: its holder has already seen the rooms ahead, so it cannot be unseen. Undo fewer inputs.
raiders-refuse-paused = The game is paused: nothing is played until `!dq resume`.
raiders-refuse-paused-already = The game is paused already (`!dq resume` starts it again).
raiders-refuse-not-paused = The game is not paused.
raiders-refuse-no-such-seat = There is no such seat at this table.
raiders-refuse-replace-seated = The substitute has a seat at this table already.
raiders-refuse-remove-started = Once the raid has begun every seat stays in it (the deal counted it): hand it to someone else with `!dq replace NAME SUBSTITUTE`, or let the clock play for it at each deadline.
raiders-refuse-extend-none = No deadline is running to extend: `!dq set turn_hours N` sets one.
raiders-skipped = ⏭️ The organiser skips the wait for { $names }: the bot makes { $people ->
        [one] that play
       *[other] those plays
    } now.
raiders-refuse-skip-none = The game waits on nobody now: there is no play to skip.
raiders-status-paused = ⏸️ Paused by the organiser: no deadline runs until `!dq resume`.
raiders-refuse-setting = `{ $key }` is not a Dungeon Raiders setting. There are `speed on|off`, `character NAME` and `wounds 2-5` (solitaire), and the clock's `turn_hours N|off`, `reminder_hours N|off`, `missed_turns_limit N|off` and `on_deadline autopilot|remind`.
raiders-refuse-value-speed = { $given ->
        [none] `speed` needs a value
       *[some] `{ $value }` is not a value for `speed`
    }: on or off.
raiders-refuse-value-character = { $given ->
        [none] `character` needs a name
       *[some] `{ $value }` is not a character
    }: warrior, wizard, knight, thief or explorer.
raiders-refuse-value-wounds = { $given ->
        [none] `wounds` needs a value
       *[some] `{ $value }` is not a value for `wounds`
    }: 2 to 5.
raiders-refuse-value-turn-hours = { $given ->
        [none] `turn_hours` needs a value
       *[some] `{ $value }` is not a value for `turn_hours`
    }: 1 to 720, or off.
raiders-refuse-value-on-deadline = { $given ->
        [none] `on_deadline` needs a value
       *[some] `{ $value }` is not a value for `on_deadline`
    }: `autopilot` (the bot plays for whoever lets the deadline pass) or `remind` (the channel and the player are told, and the game waits on him).
raiders-refuse-skip-deadline = A Dungeon Raiders play cannot be skipped: every raider puts down a card in each room. `on_deadline` takes `autopilot` (the bot plays for whoever is late) or `remind` (the channel and the player are told, and the game waits on him).
raiders-refuse-value-missed-turns-limit = { $given ->
        [none] `missed_turns_limit` needs a value
       *[some] `{ $value }` is not a value for `missed_turns_limit`
    }: 0 to 50 (deadlines missed in a row before a seat falls to the computer), or off.
raiders-refuse-value-reminder-hours = { $given ->
        [none] `reminder_hours` needs a value
       *[some] `{ $value }` is not a value for `reminder_hours`
    }: 0 to 168, or off.
raiders-refuse-setting-started = The game has started: `{ $key }` can no longer change (only the clock's `turn_hours`, `reminder_hours`, `missed_turns_limit` and `on_deadline` can).
raiders-opened = { $welcome }
raiders-hand-none = You have no hand yet: cards are dealt at `!dq start`.
raiders-hand-no-seat = You have no seat at this game, so no hand.
raiders-help = **Dungeon Raiders** at this table: { $prompt }
    Commands: `Play 1`…`Play 5`, `Play key`, `Play sword`, `Play crystal ball`, `Use torch`; `!dq hand` (by DM: your cards), `!dq board`, `!dq status`, `!dq log [N]`, `!dq settings`, `!dq away HOURS [REASON]` (the bot plays for you until then, or until `!dq back`), `!dq language me es|en|auto` (your own language for DMs), `!dq leaderboard`, `!dq export`, `!dq record` (the game as a page: so far while it runs; by DM, your own). Organiser: `!dq set`, `!dq campaign NAME` (before the start), `!dq start`, `!dq undo N` (then `!dq undo confirm`), `!dq skip` (the bot makes the awaited plays now), `!dq pause` / `!dq resume`, `!dq extend HOURS`, `!dq replace NAME SUBSTITUTE`, `!dq remove NAME` (before the start), `!dq end REASON`, `!dq language es|en`. In a Speed game, send your plays to the bot by DM.
raiders-expected-set = a setting and a value, e.g. `!dq set speed on` or `!dq set turn_hours 24` (see `!dq settings`)
raiders-not-here = That is a DungeonQuest command; this table plays Dungeon Raiders. `!dq help` says what you can do.
raiders-played-by-dm = In a Speed game your play is sealed: send it to the bot by DM, not in the channel.
raiders-deadline = ⏰ { $names }: the bot plays for you { $when }.
raiders-deadline-remind = ⏰ { $names }: your deadline is { $when }; then a reminder.
raiders-reminder = ⏰ Reminder: { $mentions }, the table began waiting on your { $people ->
        [one] play
       *[other] plays
    } { $since }.
raiders-record = 📜 The game is over. Its whole log is attached.
raiders-record-refused-setup = The game has not started: its page comes once it runs (`!dq record` then shows the rooms so far; by DM, your own).
raiders-leaderboard-header = 🏆 **Campaign { $campaign }**: gold carried out of the raids (the dead and the collapsed carry none)
raiders-leaderboard-line = { $rank }. { $name }: { $electrum } gold · { $played } played · { $survived } survived · { $won } won · rating { $rating }

## The board as a picture: its labels (short: they sit on cards and trackers).
raiders-pic-title = DUNGEON RAIDERS
raiders-pic-speed = SPEED
raiders-pic-level = Level { $level }/5
raiders-pic-piles = { $piles } { $piles ->
        [one] pile
       *[other] piles
    } left
raiders-pic-setup = The raid has not begun
raiders-pic-over = the raid is over
raiders-pic-seated = { $seats } of { $max } seated: the characters are dealt at the start
raiders-pic-nobody = Nobody is seated yet
raiders-pic-result = { $count ->
        [0] Nobody wins
        [one] Winner: { $winners }
       *[other] Winners: { $winners }
    }
raiders-pic-abandoned = Ended by the organiser: nobody wins
raiders-pic-done = cleared
raiders-pic-now = NOW
raiders-pic-supply = Supply
raiders-pic-attacks = Attack deck: { $left } left
raiders-pic-gold = Gold
raiders-pic-wounds = Wounds
raiders-pic-this-room = This room
raiders-pic-winner = WINNER
raiders-pic-collapsed = COLLAPSED
raiders-pic-dead = DEAD
raiders-pic-kind-treasure = TREASURE
raiders-pic-kind-monster = MONSTER
raiders-pic-kind-trap = TRAP
raiders-pic-kind-vault = VAULT
raiders-pic-highest = highest card
raiders-pic-lowest = lowest card
raiders-pic-hits-richest = hits the richest
raiders-pic-hits-least-wounded = hits the least hurt
raiders-pic-hits-everyone = hits everyone
raiders-pic-strength = strength
raiders-pic-attack = attack
raiders-pic-gain-coins = { $count } gold
raiders-pic-gain-potion = heal { $count }
raiders-pic-hurts = wounds
raiders-pic-item-torch = torch
raiders-pic-item-crystal-ball = crystal ball
raiders-pic-item-key = key
raiders-pic-item-sword = sword

## The picture's alt text (whole sentences; at most 1,024 characters in all).
raiders-alt-setup = Dungeon Raiders board: the raid has not begun; { $seats ->
        [0] nobody is seated yet.
       *[other] seated so far: { $names }.
    }
raiders-alt-level = Dungeon Raiders board{ $speed ->
        [yes] {" "}(Speed)
       *[no] {""}
    }: level { $level } of 5, { $piles } { $piles ->
        [one] pile
       *[other] piles
    } left.
raiders-alt-over = Dungeon Raiders board: the raid is over. { $count ->
        [0] Nobody wins.
        [one] Winner: { $winners }.
       *[other] Winners: { $winners }.
    }
raiders-alt-abandoned = Dungeon Raiders board: the organiser ended the raid { $level ->
        [0] before it began
       *[other] on level { $level } of 5
    }; nobody wins.
raiders-alt-room = Now in { $room }: { $brief }
raiders-alt-back = a face-down room
raiders-alt-ahead = Rooms ahead: { $rooms }.
raiders-alt-seat = { $name }, { $character }: { $treasure } gold, { $wounds } of 10 wounds, { $items } { $items ->
        [one] item
       *[other] items
    }{ $turn ->
        [yes] , to play
       *[no] {""}
    }{ $play }.
raiders-alt-played = , put down { $play }
raiders-alt-sealed = , a card face down
raiders-alt-dead = { $name }, { $character }, died with { $treasure } gold.
raiders-record-attached = 📜 The game's record as a page: every room's board and story, the final scores, and a button that computes the shuffles' hashes, to compare with those posted in this channel. Open `{ $file }` in a browser.
