## !dq status: the status sheet.

status-loot-hidden = { $count } { $count ->
        [one] carta
       *[other] cartas
    } de Botín, boca abajo
status-legend-underground = { $glyph } { $hero } (en las catacumbas, indicador en { $pos } en dirección { $dir })
status-underground = en las catacumbas (indicador en { $pos }, en dirección { $dir }, { $cards } { $cards ->
        [one] carta encontrada
       *[other] cartas encontradas
    })
status-header = **Sol { $sun }/{ $limit }** · turno { $turn } · 🐉 { $dragon } % de que siga dormido · quedan { $tiles } salas por colocar
status-setup-header = **Esperando para empezar** ({ $count }/4 en la mesa). Organiza: { $organiser }.
status-seat = { $n }. { $glyph } **{ $hero }** ({ $name }) · { $where } · heridas { $wounds }/{ $life } · Botín { $loot } · Runa: { $rune }
status-to-act = le toca
status-no-loot = ninguno
status-away = 🏖️ { $name } está ausente (vuelve { $when }).
status-away-waits = ⏳ Todos los que siguen en juego están fuera: cada jugada espera a su plazo (sin plazo, a su jugador).
status-monster-open = 👹 El papel { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster } está libre: cualquiera salvo { $hero } puede tomarlo con `!dq monstruo` (o el organizador dárselo al bot con `!dq monstruo bot`).
