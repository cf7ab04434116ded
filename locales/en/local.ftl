## Local play (kalladra local) only.

local-unreadable = (line { $line } is not readable text (not UTF-8), so it was skipped: type it again)
local-last-stored = The last input stored was number { $number }, { $input }.
local-sealed = { $name }'s strikes (sealed)
local-clock-sealed = { $name }'s strikes, sent by the clock (sealed)
local-clock-offer-lapsed = the clock: nobody took the monster's part in time, so it lapsed
local-clock-bot-monster = the clock: the bot took the monster's part
local-clock-played = the clock, for { $name }: `{ $command }`
local-nothing-stored = No input of this game has been stored yet.
local-file-written = (file written: { $path })
local-picture-written = (board picture written: { $path })
local-resuming = Resuming game { $game } where it left off.
local-nothing-to-resume = There is no unfinished game in { $db } to resume.
local-intro = Local play. Type `NAME: TEXT` to post in #{ $channel } as NAME, `NAME dm: TEXT` to DM the bot. The first to speak organises; start with `alice: !dq new` (DungeonQuest) , `alice: !dq new raiders` (Dungeon Raiders) or `alice: !dq new dungeoneer` (Hollowdeep, Dungeoneer's rules).
local-not-understood = (not understood: write `NAME: TEXT`, `NAME dm: TEXT`, or `+HOURS` to let time pass, from 0.01 to 1000 hours, e.g. `+25h`)
local-time-passes = (time passes: { $hours } h)
local-clock-at-its-limit = (the clock is already { $ahead } h ahead: it goes no further than { $limit } h, a century)
local-not-stored = the database { $db } could not be reached ({ $cause }), so line { $line } was not stored: `{ $input }`. When the database is back, `kalladra local --resume` (with the same `--db`) names the last input stored; if it is not this one, send this line again.
