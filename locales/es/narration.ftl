## Narration: what happens, told in the game channel.

narration-joined = { $name } se sienta a la mesa con **{ $hero }**.
narration-dealt = { $name } se sienta a la mesa y le toca **{ $hero }**.
narration-left = { $name } se levanta de la mesa.
narration-tower-chosen = { $name } empezará en la Sala de la Torre { $corner }.
narration-tower-given = A { $name } le toca la Sala de la Torre { $corner }.
narration-rune-drawn = { $hero } recibe la Runa de { $rune }.
narration-started = 🌅 Las puertas de las torres se abren con un chirrido de piedra. ¡Adentro, a la Mazmorra de Fuego de Dragón!
narration-turn-started = **Turno { $turn }**: { $hero } ({ $name }).
narration-sun-rose = 🌞 La ficha de sol avanza hasta { $sun }/{ $limit }.
narration-sunset-open = 🌇 Tirada de ocaso: { $roll }. Las torres siguen abiertas, de momento.
narration-sunset-closed = 🌇 Tirada de ocaso: { $roll }. ¡Las puertas de las torres se cierran de golpe para toda la noche!
narration-turn-lost = { $hero } pierde este turno.
narration-blocked = { $hero } no tiene adónde ir y pierde este turno.
narration-chamber-drawn = Nueva sala en { $pos }: **{ $chamber }**. { $text }
narration-chamber-revealed = Nueva sala en { $pos }, vista antes de que nadie entre: **{ $chamber }**.
narration-rotated = 🔄 ¡La sala gira media vuelta con un gran estruendo!
narration-moved = { $hero } se mueve a { $pos } ({ $dir }).
narration-moved-special = { $hero } pasa a { $pos }.
narration-bridge-end = { $hero } se coloca en el extremo del puente en dirección { $dir }.
narration-searched = { $hero } registra la sala.
narration-marker = 🔽 Queda marcada una bajada a las catacumbas en { $pos }.
narration-passage-found = { $hero } podrá bajar a las catacumbas desde aquí en su próximo turno (`Entrar` y la dirección que quiera tomar).
narration-teleported = 🌀 { $hero } atraviesa la magia de la torre y aparece en la Sala de la Torre { $corner }.
narration-monster-walks = { $glyph } La ficha { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster } se arrastra de { $from } a { $to }.
narration-monster-added = { $glyph } { $A_monster } aparece en { $pos }, junto a una Sala de la Torre.
narration-card-burned = El sirviente coge la carta **{ $card }** del mazo de { $deck } y la tira.
narration-duel-started = ⚔️ **¡{ $a } ataca a { $b }!** Héroe contra Héroe: golpes secretos por mensaje privado, ronda tras ronda, hasta que uno de los dos acumule 4 heridas en este combate.
narration-duel-sent = ✅ { $hero } ha enviado sus golpes para la ronda { $round } del duelo.
narration-duel-random = 🎲 Se acabó el plazo: el bot elige al azar los golpes de { $hero } para la ronda { $round } del duelo.
narration-duel-round =
    ⚔️ **Ronda { $round } del duelo**: { $a }: { $plan_a } · { $b }: { $plan_b }
    { $a } inflige { $deals_a } y recibe { $takes_a }; { $b } inflige { $deals_b } y recibe { $takes_b }.
narration-duel-won = 🏆 **{ $winner } vence a { $loser }** en el duelo; { $loser } tiene que retroceder.
narration-duel-draw = Los dos duelistas caen a la vez: no hay vencedor, y { $loser } retrocede.
narration-duel-over = El duelo ha terminado.
narration-plundered = { $to } le quita **{ $card }** a { $from }.
narration-plundered-hidden = { $to } le quita una carta de Botín a { $from }.
narration-knocked-out = 💫 **{ $hero } queda inconsciente** (La muerte puede esperar): vuelve en sí más pobre, pero { $gender ->
        [female] viva
       *[male] vivo
    }.
narration-loot-owed = { $hero } tiene que entregar { $count } { $count ->
        [one] carta
       *[other] cartas
    } de Botín a su elección antes de que pase el turno.
narration-rune-used = ✨ { $hero } usa la Runa de { $rune }: { $text }
narration-descended = 🕳️ { $hero } baja a las catacumbas en { $pos }, en dirección { $dir }.
narration-resurfaced = 🪜 { $hero } sube tras { $cards } { $cards ->
        [one] carta
       *[other] cartas
    } de Catacumbas: { $travelled } { $travelled ->
        [one] espacio
       *[other] espacios
    } en dirección { $dir } desde { $from }, y luego se desvía { $shift ->
        [IZQUIERDA] a la IZQUIERDA
        [DERECHA] a la DERECHA
       *[other] hacia { $shift }
    } con un { $roll }: **{ $pos }**.
narration-chamber-turned = { $hero } gira la nueva sala de { $pos } para que su entrada mire en dirección { $dir }.
narration-landed = { $hero } aparece en el lado { $dir } de la sala.
narration-chest-opened = 🧰 { $hero } abre un Cofre del tesoro: ({ $dice }) × 100 = **{ $value }** de oro.
narration-door-tried = { $hero } prueba la puerta { $dir } de { $pos }.
narration-offer-declined = { $hero } pasa de largo (**{ $card }**) y no roba ninguna carta.
narration-secret-door-declined = { $hero } deja cerrada la puerta secreta y se queda donde está.
narration-card-drawn = { $hero } coge una carta del mazo de { $deck }: **{ $card }**. { $text }
narration-loot-hidden = { $hero } coge una carta de Botín del mazo de { $deck }, boca abajo.
narration-loot-discarded-hidden = { $hero } se deshace de una carta de Botín.
narration-treasure-burnt-hidden = El fuego del dragón quema { $count } { $count ->
        [one] carta
       *[other] cartas
    } de Tesoro de { $hero }.
narration-loot-gained = { $hero } se guarda **{ $card }** ({ $value } de oro).
narration-reshuffled = Los descartes del mazo de { $deck } se barajan y vuelven al mazo.
narration-card-kept = { $hero } se queda con la carta **{ $card }** hasta resolverla.
narration-card-released = { $hero } se libra de la carta **{ $card }**.
narration-loot-discarded = { $hero } se deshace de **{ $card }**.
narration-potion-drunk = { $hero } se bebe la **{ $card }**.
narration-loot-given-elf = { $hero } le entrega **{ $card }** al Elfo del abismo.
narration-test-passed = { $hero } hace una tirada de { $attr }: saca { $dice }{ $modifier } = { $total } contra { $target }. Superada.
narration-test-failed = { $hero } hace una tirada de { $attr }: saca { $dice }{ $modifier } = { $total } contra { $target }. Fallida.
narration-cave-in-stuck = { $hero } no consigue cruzar el derrumbe y se queda en la sala: en su próximo turno puede retirarse o volver a intentarlo.
narration-prayed = 🙏 { $hero } reza: 1 herida a cambio de 3 de determinación.
narration-rolled = { $hero } tira { $dice } ({ $why }).
narration-wounded = { $hero } sufre { $amount } { $amount ->
        [one] herida
       *[other] heridas
    } ({ $wounds }/{ $life }).
narration-wounded-fatal = { $hero } sufre { $amount } { $amount ->
        [one] herida
       *[other] heridas
    }: un golpe mortal ({ $life } de Vida).
narration-healed = { $hero } se cura { $amount ->
        [one] 1 herida
       *[other] { $amount } heridas
    } ({ $wounds }/{ $life }).
narration-lose-turn = { $hero } perderá el próximo turno.
narration-flag-must-encounter = { $hero } tendrá que afrontar esta sala en su próximo turno.
narration-flag-must-return = { $hero } tendrá que dar media vuelta en su próximo turno.
narration-flag-web-stuck = La telaraña tiene bien sujeto a { $hero }.
narration-flag-darkness = { $hero } se da de bruces contra un muro en la oscuridad y volverá a tirar en su próximo turno.
narration-dragon-sleeping = 🐉 Carta de Dragón, con un { $chance } % de que siga dormido: sale { $roll }. Kalladra sigue dormido...
narration-dragon-rage = 🐉 Carta de Dragón, con un { $chance } % de que siga dormido: sale { $roll }. **¡FURIA DEL DRAGÓN!**
narration-treasure-burnt = 🔥 { $hero } suelta el tesoro del dragón: { $cards }.
narration-dragon-reset = Kalladra se calma. La próxima carta de Dragón vuelve a tener un { $chance } % de que Kalladra siga dormido.
narration-died = 💀 **{ $hero } muere**: { $cause }.
narration-exited = 🏰 **{ $hero } sale de la mazmorra** con { $count } { $count ->
        [one] carta
       *[other] cartas
    } de Botín por valor de { $value } de oro.
narration-exited-hidden = 🏰 **{ $hero } sale de la mazmorra** con { $count } { $count ->
        [one] carta
       *[other] cartas
    } de Botín, boca abajo.
narration-imp-stole = El Diablillo de la botella le roba **{ $card }** a { $hero } y se escapa.
narration-ended-sunset = 🌑 **Cae la noche. La partida ha terminado.**
narration-ended-all-out = **La partida ha terminado**: no queda ningún héroe en la mazmorra.
narration-ended-stopped = **El organizador ha dado por terminada la partida.** { $reason }
narration-reordered = El orden de turno queda así: { $names }.
narration-configured = El organizador ha cambiado los ajustes de la partida: { $changes } (mira `!dq ajustes`).
narration-replaced = { $name } toma el relevo de { $old } con { $hero }.
narration-removed = 🚪 El organizador saca de la partida a { $name } ({ $hero }).
narration-skipped = ⏭️ El organizador salta el turno de { $name } ({ $hero }).
narration-paused = ⏸️ El organizador ha puesto la partida en pausa. Nada se mueve hasta `!dq reanudar`.
narration-resumed = ▶️ La partida continúa.
narration-extended = ⏳ El organizador amplía el plazo actual { $hours ->
    [one] 1 hora
   *[other] { $hours } horas
} más.
narration-undone = ↩️ El organizador ha deshecho { $count ->
        [one] la última acción. La partida vuelve a estar como antes de ella
       *[other] las últimas { $count } acciones. La partida vuelve a estar como antes de ellas
    }.
narration-score-lost = ✖ { $hero } ({ $name }): { $fate }
narration-score-inside = sigue en la mazmorra
narration-score-line = { $rank }. { $hero } ({ $name }): { $value } de oro en { $count } { $count ->
        [one] carta
       *[other] cartas
    } de Botín
narration-winner = 🏆 **¡{ $count ->
        [one] Gana
       *[other] Ganan
    } { $names }!**
narration-kalladra-wins-out = 🐉 { $names } ha salido, pero sin carta de Tesoro. **Gana Kalladra.**
narration-kalladra-wins = 🐉 Nadie ha conseguido salir. **Gana Kalladra.**
narration-monster-appears = ⚔️ { $glyph } **¡{ $A_monster } ({ $letter }) se enfrenta a { $hero }!**
narration-monster-moved = (No quedaban fichas de { $monster }: viene la de { $pos }.)
narration-escape-ok = { $hero } intenta huir: saca { $roll } contra { $chance } %. **Escapa**, de vuelta a { $pos }. { $monster_gender ->
        [feminine] La
       *[other] El
    } { $monster } se queda donde está.
narration-escape-ok-below = { $hero } intenta huir: saca { $roll } contra { $chance } %. **Escapa**: { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster } le pierde el rastro en las catacumbas, y el viaje sigue.
narration-escape-failed = { $hero } intenta huir: saca { $roll } contra { $chance } %. **¡No lo consigue!**
narration-combat-started = ⚔️ **Combate**: { $hero } contra { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster }.
narration-side-offered = Se ofrece a { $name } el papel { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster } (por mensaje privado).
narration-side-seat = { $name } lleva { $monster_gender ->
        [feminine] a la
       *[other] al
    } { $monster }.
narration-side-organiser = El organizador, { $name }, lleva { $monster_gender ->
        [feminine] a la
       *[other] al
    } { $monster }.
narration-side-bot = El bot lleva { $monster_gender ->
        [feminine] a la
       *[other] al
    } { $monster }.
narration-side-open = El papel { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster } no lo ha tomado nadie: ahora puede quedárselo cualquiera menos el jugador de { $hero }.
narration-submitted-hero = ✅ { $hero } ha enviado sus golpes para la ronda { $round }.
narration-submitted-monster = ✅ Ya están los golpes { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster } para la ronda { $round }.
narration-chosen-for-them = ⏰ Se acabó el tiempo: el bot elige al azar los golpes de la ronda { $round } por { $name }.
narration-tatianna = { $hero } golpea primero: { $amount } { $amount ->
        [one] herida
       *[other] heridas
    } { $monster_gender ->
        [feminine] a la
       *[other] al
    } { $monster }.
narration-round = ⚔️ **Ronda { $round }**: { $hero }: { $hero_plan } — { $monster }: { $monster_plan }
narration-round-winners = Estándar: { $standard } · Brutal: { $brutal } · Contraataque: { $counter }
narration-round-result = { $hero } inflige { $hero_deals }, { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster } inflige { $monster_deals }{ $notes }. { $monster_gender ->
        [feminine] La
       *[other] El
    } { $monster } lleva { $monster_wounds } { $monster_wounds ->
        [one] herida
       *[other] heridas
    }.
narration-note-hugo = ; Hugo ignora una
narration-note-shield = ; el Escudo detiene una
narration-note-rune-blade = ; la Espada rúnica suma una
narration-note-spark = ; una Chispa suma una
narration-counter-next = { $name } acierta con su Contraataque: 1 herida en la próxima ronda.
narration-combat-fled = 🏃 **{ $hero } se zafa { $monster_gender ->
        [feminine] de la
       *[other] del
    } { $monster }** y escapa (el monstruo tenía { $life } de vida). Su ficha se queda en la sala.
narration-combat-won = 🏆 **{ $hero } acaba con { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster }** (el monstruo tenía { $life } de vida).
narration-combat-lost = { $monster_gender ->
        [feminine] La
       *[other] El
    } { $monster } se alza sobre el cuerpo de { $hero } (tenía { $life } de vida). Su ficha se queda en la sala.
narration-combat-lost-knocked-out = { $monster_gender ->
        [feminine] La
       *[other] El
    } { $monster } se alza sobre { $hero }, inconsciente (tenía { $life } de vida). Su ficha se queda en la sala.
narration-combat-both = { $hero } y { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster } caen a la vez (el monstruo tenía { $life } de vida).
narration-combat-abandoned = El combate ha terminado: { $hero } ya no está. { $monster_gender ->
        [feminine] La
       *[other] El
    } { $monster } se queda en la sala.
