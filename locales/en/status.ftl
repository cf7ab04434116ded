## !dq status: the status sheet.

status-loot-hidden = { $count } Loot card(s), face down
status-legend-underground = { $glyph } { $hero } (in the catacombs, marker at { $pos } heading { $dir })
status-underground = in the catacombs (marker at { $pos }, heading { $dir }, { $cards } { $cards ->
        [one] card
       *[other] cards
    } met)
status-header = **Sun { $sun }/{ $limit }** · turn { $turn } · 🐉 { $dragon }% Sleeping · { $tiles } chamber tiles left
status-setup-header = **Waiting to start** ({ $count }/4 seated). Organiser: { $organiser }.
status-seat = { $n }. { $glyph } **{ $hero }** ({ $name }) · { $where } · wounds { $wounds }/{ $life } · Loot { $loot } · Rune: { $rune }
status-no-loot = none
status-away = 🏖️ { $name } is away (back { $when }).
status-away-waits = ⏳ Everyone still in play is away: each play waits for its deadline (without one, for its player).
status-to-act = to play now
status-monster-open = 👹 The { $monster }'s part is open: anyone but { $hero } may take it with `!dq monster` (or the organiser hands it to the bot with `!dq monster bot`).
