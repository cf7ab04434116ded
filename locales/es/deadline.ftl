## Deadlines, the bot playing for absent players, away and back.

deadline-played = 🤖 El bot juega por { $name }: `{ $command }`
deadline-played-strikes = 🤖 El bot envía los golpes de { $name } (secretos).
deadline-played-skip = 🤖 El bot salta el turno de { $name }.
deadline-played-random = 🤖 El bot elige golpes al azar por { $name }.
deadline-then-remind = un recordatorio
deadline-then-skip = se salta el turno
deadline-then-autopilot = juega el bot
deadline-passed = ⏰ { $mention }, tu plazo ha vencido: la partida te está esperando.
deadline-passed-dm = ⏰ Tu plazo en la partida { $game } ha vencido: la partida te está esperando.
deadline-taken-over = ⏰ { $name } ha dejado pasar el plazo: el bot juega en su lugar.
deadline-away-over = 🏖️ { $name } está fuera: el bot juega en su lugar.
deadline-skipped-over = ⏰ { $name } ha dejado pasar el plazo: se salta su turno.
deadline-dm-autopilot = ⏰ Tu plazo en la partida { $game } venció, así que el bot jugó por ti. Cuando vayas a ausentarte, avísale antes con `!dq ausente HORAS [MOTIVO]`.
deadline-dm-skip = ⏰ Tu plazo en la partida { $game } venció, así que se saltó tu turno. Cuando vayas a ausentarte, avisa antes al bot con `!dq ausente HORAS [MOTIVO]`.
deadline-missed = ⚠️ { $name } ha dejado pasar { $count ->
        [one] un plazo
       *[other] { $count } plazos seguidos
    }. El organizador puede ceder la plaza: `!dq reemplazar { $name } NUEVO_JUGADOR`.
deadline-missed-dm = ⚠️ En la partida { $game }, { $name } ha dejado pasar { $count ->
        [one] un plazo
       *[other] { $count } plazos seguidos
    }. Para ceder la plaza: `!dq reemplazar { $name } NUEVO_JUGADOR`.
deadline-away = 🏖️ { $name } está fuera durante { $hours } h{ $reason }. Hasta entonces el bot { $does } sus turnos. `!dq vuelvo` al volver.
deadline-away-all = 🏖️ { $name } está fuera durante { $hours } h{ $reason }. Ahora están fuera todos los que siguen en la mazmorra, así que cada turno espera a su plazo (sin plazo, a su jugador); después el bot lo { $does }. `!dq vuelvo` al volver.
deadline-away-does-autopilot = juega
deadline-away-does-skip = salta
deadline-away-not-seated = Solo puede ausentarse un jugador con héroe en esta partida.
deadline-away-not-started = La partida no ha empezado: `!dq ausente HORAS [MOTIVO]` es para una partida en curso (`!dq dejar` libera tu sitio).
deadline-away-hours = ¿Cuánto tiempo vas a estar fuera? `!dq ausente HORAS [MOTIVO]`, de 1 a 720 horas.
deadline-back = 👋 { $name } ha vuelto.
deadline-back-not-away = No estabas fuera.
deadline-back-dm = 👋 De vuelta en la partida { $game }. Mientras no estabas:
deadline-back-dm-nothing = 👋 De vuelta en la partida { $game }. No ha pasado nada mientras no estabas.
deadline-ended-away-dm = 🏁 La partida { $game } ha terminado, y tu ausencia con ella. Mientras no estabas:
deadline-prompt = ⏰ El plazo vence { $when }: después, { $then }.
deadline-then-answer = el bot responde por ti
deadline-then-random = el bot elige golpes al azar por quien no los haya enviado
deadline-then-strikes = el bot envía los golpes de quien no los haya enviado
deadline-then-remind-round = el organizador puede hacer que el bot elija (`!dq azar`)
deadline-offer-open = ⏰ Si no responde { $when }, cualquiera podrá hacer de monstruo.
deadline-offer-bot = ⏰ Si nadie reclama el papel { $when }, el bot hará de monstruo.
