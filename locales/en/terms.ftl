## The small vocabulary that src/ builds into sentences (directions, corners, decks,
## attributes, strikes, commands as typed, the board legend, the status sheet).

## Directions (Dir::word) and Treasure Chamber halves
dir-up = UP
dir-down = DOWN
dir-left = LEFT
dir-right = RIGHT
half-upper = upper
half-lower = lower

## Tower corners (Corner::name) and the places that are not chamber tiles
corner-nw = NW
corner-ne = NE
corner-se = SE
corner-sw = SW
place-tower-room = { $corner } Tower Room
place-treasure-chamber = Treasure Chamber

## Decks (Deck::name), as in "the { $deck } deck"
deck-door = Door
deck-trap = Trap
deck-dungeon = Dungeon
deck-search = Search
deck-crypt = Crypt
deck-corpse = Corpse
deck-treasure = Treasure
deck-catacomb = Catacomb

## Attributes (Attr::name)
attr-strength = Strength
attr-agility = Agility
attr-armor = Armor
attr-luck = Luck

## Strike types (Strike::name), the three strikes of a round (Field::name) and what goes with them
strike-melee = Melee
strike-ranged = Ranged
strike-spell = Spell
field-standard = Standard Attack
field-brutal = Brutal Attack
field-counter = Counterattack
field-cards = Cards/Abilities used
used-spark = Spark
used-fury = Fury
used-warding = Warding
used-flee = Flee
## Strikes as revealed or sealed (plan_text); $standard etc. are strike-* names
plan-text = Standard { $standard } · Brutal { $brutal } · Counter { $counter }
plan-spark = Spark
plan-fury = Rune of Fury
plan-warding = Rune of Warding
plan-flee = Flee
## Strikes as a player types them short (strikes_text); values are lowercase strike-* names
strikes-short = S={ $standard } B={ $brutal } C={ $counter }
strikes-short-cards = S={ $standard } B={ $brutal } C={ $counter } Cards={ $cards }
## Who won a strike in narration-round-winners when neither did
strike-draw = draw

## Monsters with the definite article (chosen_for_them, counter_next)
monster-the = the { $monster }
monster-the-start = The { $monster }

## Joining names: "Ann and Bob", a list's last separator
list-and = { $first } and { $last }
## When nothing is carried (private-holding)
nothing = nothing
## When a hero holds no rune (refusal-no-rune)
no-runes = none

## Commands as a player types them (command_text, options); $dir is a dir-* word
cmd-move = Move { $dir }
cmd-move-half = Move { $dir } { $half }
cmd-search = Search
cmd-stay = Stay
cmd-draw = Draw
cmd-exit = Exit
cmd-cross = Cross
cmd-cross-rope = Cross rope
cmd-retreat = Retreat
cmd-yes = Yes
cmd-no = No
cmd-roll = Roll
cmd-pray = Pray
cmd-reroll = Reroll
cmd-keep = Keep
cmd-decline = Decline
cmd-end = End { $dir }
cmd-drink = Drink potion
cmd-discard-imp = Discard imp
cmd-escape = Escape
cmd-attack = Attack
cmd-accept = Accept
cmd-drop = Drop { $name }
cmd-drop-any = Drop NAME
cmd-give = Give { $name }
cmd-give-any = Give NAME
cmd-enter = Enter { $dir }
cmd-pass = Pass
cmd-resurface = Resurface { $dir }
cmd-face = Face { $dir }
cmd-tower = Tower { $corner }
cmd-move-monster = Move monster { $pos } { $dir }
cmd-move-monster-letter = Move monster { $pos } { $dir } { $letter }
cmd-add-monster = Add monster { $pos }
cmd-fight = Fight { $letter }
cmd-take = Take { $name }
cmd-take-any = Take any
cmd-use-rune = Use rune { $rune }
cmd-use-rune-dir = Use rune { $rune } { $dir }
cmd-use-rune-side = Use rune { $rune } SIDE
## The command named in parse-bad-argument for a rune it cannot read
cmd-use-rune-name = Use rune

## The board (board, legend)
board-header = **Sun { $sun }/{ $limit }** · 🐉 { $dragon }% Sleeping
legend-coordinates = columns A–M from the left, rows 1–10 numbered at the right
legend-tower = tower
legend-dragon = dragon
legend-hoard = hoard
legend-door = door
legend-portcullis = portcullis
legend-way-down = way down
legend-dungeon-room = room
legend-corridor = corridor
legend-portcullis-room = portcullis room
legend-catacomb-entrance = catacomb stairs
legend-rotating-room = rotating
legend-trap-room = trap
legend-bridge = bridge
legend-darkness = darkness
legend-cave-in = cave-in
legend-bottomless-pit = pit
legend-chasm = chasm
legend-spider-web = web

## The status sheet (status)
status-tower = tower { $corner }
status-tower-not-chosen = tower not chosen
status-out = 🏰 out of the dungeon
status-loot = { $cards } = { $value } electrum
status-chest-value = 2d6 x 100
status-keeps = Keeps: { $cards }

## What a command wants, after parse-bad-argument's "it wants": the parser names the key (src/games/dungeonquest/command/)
expected-nothing = nothing after it
expected-rune = a rune: Healing, Warning, Stasis, Escape, Fortune, Strength, Passage SIDE, Sight SIDE, Daylight or Calm (Fury and Warding go with your strikes by DM)
expected-hero = a hero: Challara, Gherinn, Hugo, Krutzbeck, Lindel or Tatianna (or nothing for a random one)
expected-tower = one of NW, NE, SE, SW
expected-board = nothing, `picture`, `emoji` or `compact`
expected-language = `es` or `en` (or `me es|en|auto` for your own language)
expected-language-me = `me` and then `es`, `en` or `auto`
expected-notify = `on`, `off` or `digest` (one message a day)
expected-order = every player's name, in the new turn order
expected-set = a setting and a value, e.g. `!dq set sun_limit 20` (see `!dq settings`)
expected-option = an optional rule and on or off, e.g. `!dq option death_can_wait on` (see `!dq options`)
expected-replace = the player to replace and the substitute, e.g. `!dq replace bob carol`
expected-remove = one player's name
expected-extend = a number of hours from 1 to 168
expected-undo = a number of inputs from 1 to 20, or `confirm`
expected-away = a number of hours from 1 to 720 or of days from 1d to 30d, then a reason if you like: `!dq away 48 on holiday`, `!dq away 3d`
expected-bank = nothing (to see the bank), `on` or `off` (yours), or the organiser's `days N` (0 to 30) or `vacation N` (0 to 31)
expected-restore = the name of one player whose seat is in civil disorder
expected-profile = nothing (your own), or one player's name or mention
expected-campaign-name = one campaign name: letters, digits, - or _, at most 32
expected-campaign = a campaign name
expected-log = nothing, or a number of lines from 1 to 50
expected-monster = nothing (to claim it), or `bot`

## The organiser's and the table's `!dq` commands, as suggested (both forms are read always)
cmd-dq-join = !dq join
cmd-dq-leave = !dq leave
cmd-dq-start = !dq start
cmd-dq-monster = !dq monster
cmd-dq-monster-bot = !dq monster bot
cmd-dq-random = !dq random
cmd-dq-order = !dq order
cmd-dq-set = !dq set
cmd-dq-replace = !dq replace
cmd-dq-remove = !dq remove
cmd-dq-skip = !dq skip
cmd-dq-pause = !dq pause
cmd-dq-resume = !dq resume
cmd-dq-end = !dq end
cmd-dq-extend = !dq extend
cmd-dq-undo = !dq undo

## The help topics as `!dq help TOPIC` takes them, in this language (help-unknown lists them)
topic-moves = moves
topic-combat = combat
topic-catacombs = catacombs
topic-options = options
topic-organiser = organiser
topic-campaigns = campaigns
topic-info = info
topic-runes = runes

## How a number with decimals is written (0.7)
decimal-point = .

## A setting's word as `!dq settings` shows it and `!dq set` takes it (setting_word)
setting-value-picture = picture
setting-value-emoji = emoji
setting-value-compact = compact
setting-value-picture-compact = picture+compact
setting-value-pinned = pinned
setting-value-each-turn = each_turn
setting-value-remind = remind
setting-value-skip = skip
setting-value-autopilot = autopilot
setting-value-greater = greater
setting-value-equal-or-greater = equal_or_greater
setting-value-true = true
setting-value-false = false

## The default campaign, as a leaderboard names it (its key stays `main`)
campaign-main = main
