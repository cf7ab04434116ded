## What each numeric setting counts, for the message that names its range.

range-sun-limit = the sun counter's value from which sunset is rolled
range-sunset-closes-on-or-below = a d6 at or below it closes the towers, so 6 would close them on every roll
range-dragon-start = the Dragon's first Sleeping chance, in percent
range-dragon-step = how many points each Sleeping lowers that chance
range-monster-claim-hours = hours the offered player has to take the monster's part; 0 opens it at once
range-combat-round-hours = hours each side has to send its strikes
range-turn-reminder-hours = hours before a turn reminder; 0 for none
range-turn-hours = hours a player has for a turn, or a question he owes, before the deadline; 0 for no deadline
range-missed-turns-limit = missed deadlines in a row before the seat falls to the computer player (civil disorder); 0 never
range-magical-might-runes = runes each hero draws under Magical Might; the rune deck holds 12 for all the heroes together, which the start checks
