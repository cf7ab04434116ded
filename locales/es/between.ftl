## Entre turnos, en la mesa de cada juego: el banco de tiempo, el abandono, el perfil de un jugador.

bank-paid = ⏳ Venció el plazo de { $name } y el banco de tiempo ha pagado { $days ->
        [one] un día
       *[other] { $days } días
    }: el plazo vence ahora { $when }. Quedan { $extension } { $extension ->
        [one] día
       *[other] días
    } de prórroga en esta partida y { $vacation } { $vacation ->
        [one] día
       *[other] días
    } de vacaciones este mes.
bank-paid-dm = ⏳ Venció tu plazo en la partida #{ $game } ({ $channel }), así que tu banco de tiempo ha pagado { $days ->
        [one] un día
       *[other] { $days } días
    }: el plazo vence ahora { $when }. Te quedan { $extension } { $extension ->
        [one] día
       *[other] días
    } de prórroga y { $vacation } de vacaciones. `!dq banco off` rechaza el banco, en todas las partidas.
bank-on = ⏳ Tu banco de tiempo vuelve a pagar cuando vence un plazo tuyo, en todas las partidas.
bank-off = ⏳ Rechazas tu banco de tiempo en todas las partidas: cuando venza un plazo tuyo, el bot juega el turno enseguida. `!dq banco on` lo recupera.
bank-set = ⏳ El organizador ha fijado el banco de tiempo de esta partida: { $extension } días de prórroga por jugador para la partida y { $vacation } días de vacaciones al mes.
bank-terms = ⏳ Banco de tiempo: { $extension } días de prórroga por jugador en esta partida y { $vacation } días de vacaciones al mes. Cuando vence un plazo, paga un día antes de que el bot juegue el turno.
bank-closed = ⏳ Esta partida no tiene banco de tiempo: cada plazo vence cuando toca. El organizador lo abre con `!dq banco dias N` (días de prórroga por jugador para la partida) y `!dq banco vacaciones N` (días de vacaciones al mes).
bank-seat = • { $name }: { $off ->
        [yes] rechaza el banco
       *[no] le quedan { $extension } días de prórroga y { $vacation } de vacaciones
    }
bank-away = ⏳ { $days ->
        [one] 1 día de vacaciones sacado
       *[other] { $days } días de vacaciones sacados
    } del banco de tiempo; quedan { $vacation } este mes.

disorder-fell = 🤖 { $name } ha dejado pasar { $count ->
        [one] un plazo
       *[other] { $count } plazos seguidos
    }: su plaza pasa al jugador del ordenador, que la jugará hasta el final (abandono). { $organiser } puede readmitir a { $name } con `!dq readmitir { $name }`.
disorder-fell-dm = 🤖 Dejaste pasar { $count } plazos seguidos en la partida #{ $game } ({ $channel }): ahora juega tu plaza el jugador del ordenador. El organizador puede readmitirte (`!dq readmitir`); pídelo en el canal cuando puedas volver a jugar.
disorder-fell-organiser = 🤖 En la partida #{ $game } ({ $channel }), { $name } ha dejado pasar { $count } plazos seguidos: ahora juega su plaza el jugador del ordenador. `!dq readmitir { $name }` se la devuelve; `!dq reemplazar { $name } NUEVO_JUGADOR` la cede.
disorder-refused = 🤖 { $name }, tu plaza la juega el ordenador (abandono) por los plazos que dejaste pasar. El organizador puede readmitirte: `!dq readmitir` y tu nombre.
disorder-restore-not = La plaza de { $name } no está abandonada.
disorder-restored = 👋 El organizador ha readmitido a { $name }: vuelve a jugar su plaza.
disorder-back-dm = 👋 El organizador te ha readmitido en la partida { $game }. Mientras el ordenador jugaba tu plaza:
disorder-back-dm-nothing = 👋 El organizador te ha readmitido en la partida { $game }. No ha pasado nada mientras el ordenador jugaba tu plaza.
status-disorder = 🤖 La plaza de { $name } la juega el ordenador (abandono) hasta que el organizador la readmita.

profile-title = 📇 { $name }: { $games ->
        [one] 1 partida
       *[other] { $games } partidas
    }, según los registros guardados.
profile-kind = • { $kind ->
        [raiders] Dungeon Raiders
        [dungeoneer] Hollowdeep
       *[dungeonquest] DungeonQuest
    }: { $finished } terminadas, { $running } en curso, { $left } dejadas o cedidas; mediana de respuesta { $median }
profile-no-answers = ninguna aún
profile-deadlines = • Plazos: { $answers } respuestas, { $missed } vencidos ({ $met } % cumplidos); días del banco de tiempo usados: { $bank }
profile-disorder = • Plazas que pasaron al ordenador (abandono): { $count }
profile-fair = La ausencia y las vacaciones no cuentan en contra de nadie; nada de esto cambia una clasificación.
leaderboard-disorder = {" · "}🤖 { $count ->
        [one] 1 plaza pasó
       *[other] { $count } plazas pasaron
    } al ordenador (abandono)

sub-wanted = 🙋 Se busca suplente para la plaza de { $name }: cualquiera que no juegue aquí puede ocuparla con `!dq suplente`.
sub-cancelled = Se retira la búsqueda de suplente para la plaza de { $name }.
sub-already = Ya se busca suplente para la plaza de { $name }.
sub-none-for = No se busca suplente para la plaza de { $name }.
said-in-channel = Hecho: se ha avisado en el canal.
sub-not-running = Solo se puede buscar suplente mientras la partida está en curso.
sub-seated = Ya juegas en esta partida: `!dq suplente` es para quien no juega.
sub-none = Ahora no se busca suplente en esta partida.
sub-which = Se busca suplente para varias plazas: { $names }. Di cuál: `!dq suplente NOMBRE`.
sub-status = 🙋 Se busca suplente para: { $names } (`!dq suplente` para ocupar la plaza).
expected-sub = nada (para ocupar la plaza para la que se busca suplente), el jugador de una plaza, o del organizador `buscado NOMBRE` o `cancelar NOMBRE`
reminder-last = Todos los demás han jugado: eres el último al que espera la mesa.
profile-require = { $min ->
        [0] 📇 El organizador no pide historial a quien se una.
       *[other] 📇 El organizador pide a quien se una haber cumplido al menos el { $min } % de sus plazos (`!dq perfil`); quien aún no tiene historial es bienvenido.
    }
profile-require-refused = 📇 Esta partida pide a quien se una haber cumplido al menos el { $min } % de sus plazos, y tu historial muestra el { $met } % (`!dq perfil`). Pregunta a su organizador.
expected-require = un porcentaje de plazos cumplidos, de 0 a 100 (0: ninguno), p. ej. `!dq exigir 80`
computer-join-started = El jugador del ordenador ocupa plaza antes de empezar (`!dq unirse bot`); con la partida en curso, `!dq reemplazar` cede una plaza.
status-computer = 🤖 { $name } es un jugador del ordenador: el bot juega su plaza.
computer-start-alone = Todas las plazas son de jugadores del ordenador: al menos una persona debe sentarse a la mesa (`!dq unirse`).
sub-not-wanted = No se busca suplente para la plaza de { $name }. Se busca para: { $names } (`!dq suplente NOMBRE`).
profile-none = 📇 { $name } aún no tiene historial aquí: ninguna partida guardada, ningún plazo cumplido ni vencido.

ping-kept = _Aviso { $count } de la partida { $game } desde tu última jugada en ella: este mismo mensaje se mantiene al día en lugar de enviarte otro._

welcome-left-out = _({ $count ->
        [one] Se omite aquí { $count } línea anterior
       *[other] Se omiten aquí { $count } líneas anteriores
    }: `!dq registro` las tiene todas.)_
