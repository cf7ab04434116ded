## Local play (kalladra local) only.

local-unreadable = (line { $line } is not readable text (not UTF-8), so it was skipped: type it again)
local-last-stored = The last input stored was number { $number }, { $input }.
local-sealed = { $name }'s strikes (sealed)
local-clock-sealed = { $name }'s strikes, sent by the clock (sealed)
local-clock-played = the clock, for { $name }: `{ $command }`
local-nothing-stored = No input of this game has been stored yet.
