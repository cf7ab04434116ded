## Hollowdeep en la mesa: sitios, ajustes, las herramientas del organizador y lo que la mesa
## dice en cada partida con las palabras de este juego (`Kind::texts`: hollowdeep).

hollowdeep-welcome = 🕯️ Aquí se abre una partida de **Hollowdeep** (las reglas de Dungeoneer, con un juego de cartas propio): de 2 a { $max } jugadores, { $seats } sentados por ahora. Escribe `!dq unirse` para sentarte. El organizador puede ajustar `!dq ajustar limite_rondas 40`, `!dq ajustar horas_turno 24` y `!dq ajustar horas_ventana 12`, y luego `!dq empezar`: héroes, misiones y manos se reparten al azar.
hollowdeep-parse-unknown = Esa no es una orden de Hollowdeep. Prueba `mueve norte`, `explora`, `coloca A`, `juega 2`, `ataca 2 ana cuerpo`, `responde 3 a 1`, `paso` o `fin`.
hollowdeep-played-by-dm = { $what ->
        [answer] Las respuestas fijas son privadas: manda `siempre …` al bot por MD, no en el canal.
       *[respond] Tu respuesta en la ventana de Respuesta está sellada hasta que se cierre: manda `responde …` o `paso` al bot por MD, no en el canal.
    }
hollowdeep-table-joined = { $name } se sienta a la mesa ({ $seats } de { $max }).
hollowdeep-table-left = { $name } deja la mesa.
hollowdeep-table-undone = ↩️ El organizador ha deshecho { $count ->
        [one] la última entrada
       *[other] las últimas { $count } entradas
    }.
hollowdeep-table-for-absent = el reloj, por { $name }
hollowdeep-table-bot-plays = 🤖 El bot juega por { $name }.
hollowdeep-table-abandoned = 🛑 El organizador ha terminado la partida. { $reason }
hollowdeep-table-organiser = el organizador
hollowdeep-table-sealed = una respuesta sellada
hollowdeep-table-replaced = 🔁 { $name } ocupa el asiento de { $old }, con su héroe, su mano y sus misiones.
hollowdeep-table-replaced-setup = 🔁 { $name } ocupa el asiento de { $old }.
hollowdeep-table-removed = El organizador saca a { $name } de la partida.
hollowdeep-table-paused = ⏸️ El organizador ha pausado la partida: no corre ningún plazo y no se juega nada hasta `!dq reanudar`.
hollowdeep-table-resumed = ▶️ La partida sigue{ $deadline ->
        [yes] : su plazo sigue donde se paró.
       *[no] .
    }
hollowdeep-table-extended = ⏳ El organizador da a esta espera { $hours ->
        [one] una hora más
       *[other] { $hours } horas más
    }.
hollowdeep-off = no
hollowdeep-settings = ⚙️ Ajustes: límite de rondas { $rounds } · horas por turno { $hours } · horas por ventana de Respuesta { $window } · recordatorio { $reminder ->
        [0] no
        [one] al cabo de { $reminder } hora
       *[other] al cabo de { $reminder } horas
    }{ $missed }{ $remind }.
hollowdeep-settings-missed = {" · "}una plaza pasa al ordenador tras { $count } plazos perdidos seguidos
hollowdeep-settings-remind = {" · "}al vencer un plazo, un recordatorio (el bot solo juega por quien está ausente)
hollowdeep-settings-missed-off = {" · "}los plazos perdidos nunca pasan una plaza al ordenador (`missed_turns_limit off`)
hollowdeep-settings-autopilot = {" · "}al vencer un plazo, el bot juega por quien se retrasa (`on_deadline autopilot`)
hollowdeep-refuse-game-over = La partida ha terminado.
hollowdeep-refuse-already-started = La partida ya ha empezado.
hollowdeep-refuse-not-started = La partida aún no ha empezado.
hollowdeep-refuse-no-seat = No tienes sitio en esta partida.
hollowdeep-refuse-organiser-only = Solo el organizador puede hacer eso.
hollowdeep-refuse-seated = Ya tienes sitio en esta mesa.
hollowdeep-refuse-full = Los { $max } sitios están ocupados.
hollowdeep-refuse-not-seated = No tienes sitio en esta mesa: `!dq unirse` te da uno antes de empezar.
hollowdeep-refuse-leave-started = La partida ya ha empezado: los sitios no cambian. El organizador puede terminarla con `!dq terminar`.
hollowdeep-refuse-nobody = Aún no hay nadie sentado: primero `!dq unirse` (Hollowdeep es de 2 a 4 jugadores).
hollowdeep-refuse-undo-none = No hay nada que deshacer.
hollowdeep-refuse-undo-replace = Eso desharía un relevo: el nuevo jugador ya ha recibido la mano de ese puesto y no puede olvidarla. Para devolver el puesto, usa `!dq replace` otra vez.
hollowdeep-refuse-undo-drawn = Eso desharía cartas que alguien ya ha robado y visto: volverían a salir las mismas, sabidas de antemano. Deshaz menos entradas.
hollowdeep-refuse-paused = La partida está en pausa: no se juega nada hasta `!dq reanudar`.
hollowdeep-refuse-paused-already = La partida ya está en pausa (`!dq reanudar` la pone en marcha).
hollowdeep-refuse-not-paused = La partida no está en pausa.
hollowdeep-refuse-no-such-seat = No hay tal sitio en esta mesa.
hollowdeep-refuse-replace-seated = El sustituto ya tiene sitio en esta mesa.
hollowdeep-refuse-remove-started = Una vez repartidos los héroes, cada sitio sigue en la partida: dáselo a otro con `!dq reemplazar NOMBRE SUSTITUTO`, o deja que el reloj juegue por él en cada plazo.
hollowdeep-refuse-extend-none = No corre ningún plazo que ampliar: `!dq ajustar horas_turno N` pone uno.
hollowdeep-refuse-skip-none = La partida no espera a nadie ahora: no hay jugada que saltar.
hollowdeep-refuse-setting = `{ $key }` no es un ajuste de Hollowdeep. Hay `limite_rondas 5-200`, `horas_ventana N|no`, y los del reloj: `horas_turno N|no`, `horas_recordatorio N|no`, `limite_plazos N|no` y `al_plazo piloto|recordar`.
hollowdeep-refuse-setting-started = La partida ya ha empezado: `{ $key }` ya no puede cambiar (solo los del reloj: `horas_turno`, `horas_ventana`, `horas_recordatorio`, `limite_plazos` y `al_plazo`).
hollowdeep-refuse-value-round-limit = { $given ->
        [none] `limite_rondas` necesita un valor
       *[some] `{ $value }` no vale para `limite_rondas`
    }: de 5 a 200 (pasadas esas rondas, la partida se decide por puntos).
hollowdeep-refuse-value-window-hours = { $given ->
        [none] `horas_ventana` necesita un valor
       *[some] `{ $value }` no vale para `horas_ventana`
    }: de 1 a 720, o no.
hollowdeep-refuse-value-turn-hours = { $given ->
        [none] `horas_turno` necesita un valor
       *[some] `{ $value }` no vale para `horas_turno`
    }: de 1 a 720, o no.
hollowdeep-refuse-value-on-deadline = { $given ->
        [none] `al_plazo` necesita un valor
       *[some] `{ $value }` no vale para `al_plazo`
    }: `piloto` (el bot juega por quien deja pasar el plazo) o `recordar` (se avisa al canal y al jugador, y la partida le espera).
hollowdeep-refuse-skip-deadline = Un turno de Hollowdeep no se puede saltar: se juegan todas sus fases. `al_plazo` acepta `piloto` (el bot juega por quien llega tarde) o `recordar` (se avisa al canal y al jugador, y la partida le espera).
hollowdeep-refuse-value-missed-turns-limit = { $given ->
        [none] `limite_plazos` necesita un valor
       *[some] `{ $value }` no vale para `limite_plazos`
    }: de 0 a 50 (plazos perdidos seguidos antes de que una plaza pase al ordenador), o no.
hollowdeep-refuse-value-reminder-hours = { $given ->
        [none] `horas_recordatorio` necesita un valor
       *[some] `{ $value }` no vale para `horas_recordatorio`
    }: de 0 a 168, o no.
hollowdeep-hand-none = Aún no tienes mano: las cartas se reparten con `!dq empezar`.
hollowdeep-hand-no-seat = No tienes sitio en esta partida, así que no tienes mano.
hollowdeep-help = **Hollowdeep** en esta mesa: { $prompt }
    Órdenes: las del Señor de la Mazmorra, `ataca 2 ana cuerpo especial; maldice 4 bo` (una línea para toda la fase) o `fin`; la de Construir, `coloca A`; las de la fase del Héroe, `mueve norte|este|sur|oeste`, `explora`, `salta`, `levantate`, `juega 2`, `habilidad`, `intenta 1|g`, `busca 1`, `toma 1|d1`, `suelta`, `caza 1`, `desafia 1 magia`, `reta ana cuerpo [robar]`, `deja 1`, `fin`; y `descarta 3`. Por MD: `responde 3 a 1, habilidad` o `paso` en una ventana de Respuesta, y tus respuestas fijas (`siempre responder preguntar`, `siempre recompensa lider`, `siempre jauria mano`). Además `!dq mano` (por MD: tus cartas), `!dq tablero`, `!dq estado`, `!dq registro [N]`, `!dq ajustes`, `!dq ausente HORAS [MOTIVO]`, `!dq idioma yo es|en|auto`, `!dq exportar`, `!dq crónica` (la partida como página: hasta ahora mientras sigue; por mensaje privado, la tuya). Organizador: `!dq ajustar`, `!dq empezar`, `!dq deshacer N`, `!dq saltar`, `!dq pausa` / `!dq reanudar`, `!dq ampliar HORAS`, `!dq reemplazar NOMBRE SUSTITUTO`, `!dq quitar NOMBRE` (antes de empezar), `!dq terminar MOTIVO`.
hollowdeep-expected-set = un ajuste y un valor, p. ej. `!dq ajustar limite_rondas 30` o `!dq ajustar horas_ventana 12` (mira `!dq ajustes`)
hollowdeep-not-here = Esa orden es de otro juego; en esta mesa se juega a Hollowdeep. `!dq ayuda` te dice qué puedes hacer.
hollowdeep-status-paused = ⏸️ En pausa por el organizador: no corre ningún plazo hasta `!dq reanudar`.
hollowdeep-skipped = ⏭️ El organizador salta la espera de { $names }: el bot hace { $people ->
        [one] esa jugada
       *[other] esas jugadas
    } ahora.
hollowdeep-deadline = ⏰ { $names }: el bot jugará por { $people ->
        [one] ti
       *[other] vosotros
    } { $when }.
hollowdeep-deadline-remind = ⏰ { $names }: el plazo vence { $when }; entonces, un recordatorio.
hollowdeep-reminder = ⏰ Recordatorio: { $mentions }, la mesa espera { $people ->
        [one] tu jugada
       *[other] vuestras jugadas
    } desde { $since }.
hollowdeep-record = 📜 La partida ha terminado. Va adjunto su registro completo.
hollowdeep-record-refused-setup = La partida no ha empezado: su página llega cuando esté en curso (`!dq crónica` muestra entonces las rondas hasta ahora; por mensaje privado, la tuya).
hollowdeep-record-attached = 📜 El registro de la partida como página: el tablero y la historia de cada turno, la clasificación final y un botón que calcula los resúmenes de las barajadas, para compararlos con los publicados en este canal. Abre `{ $file }` en un navegador.
hollowdeep-leaderboard-header = 🏆 **Campaña { $campaign }**: misiones cumplidas en Hollowdeep
hollowdeep-leaderboard-line = { $rank }. { $name }: { $electrum } misiones · { $played } jugadas · { $survived } con vida · { $won } ganadas · puntuación { $rating }
hollowdeep-place-dead = murió en la mazmorra
hollowdeep-refuse-waits-on = La partida espera a { $names }.
hollowdeep-refuse-may = Ahora puedes: { $commands }.
hollowdeep-discard-n = descarta N
