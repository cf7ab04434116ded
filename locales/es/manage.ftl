## !dq commands: game management.

manage-option-unknown = No hay ninguna regla opcional `{ $name }`. Las opciones: { $options }. `!dq opciones` explica qué hace cada una.
manage-new = Se abre una nueva partida de DungeonQuest, organizada por { $organiser }. Únete con `!dq unirse [HÉROE]` (héroes: Challara, Gherinn, Hugo, Krutzbeck, Lindel, Tatianna), elige torre con `!dq torre NO|NE|SE|SO`, y el organizador empieza con `!dq empezar`.
manage-open-table = Una partida de DungeonQuest. Únete con `!dq unirse [HÉROE]` (héroes: Challara, Gherinn, Hugo, Krutzbeck, Lindel, Tatianna), elige torre con `!dq torre NO|NE|SE|SO`, y el organizador empieza con `!dq empezar`.
manage-place-dead = murió en la mazmorra: no se lleva nada
manage-place-sunset = seguía en la mazmorra al ponerse el sol: no se lleva nada
manage-exists = Ya hay una partida aquí (la organiza { $organiser }). Termínala antes de empezar otra.
manage-no-game = No hay ninguna partida en este canal. Abre una con `!dq nueva`.
manage-no-game-dm = No estás en ninguna partida en curso.
manage-new-in-channel = Las partidas se abren en un canal del servidor, donde se juegan: escribe allí `!dq nueva` (o `!dq nueva raiders`, `!dq nueva dungeoneer`).
manage-not-here = Esa jugada es de Dungeon Raiders; en esta mesa se juega a DungeonQuest. `!dq ayuda` te dice qué puedes hacer.
manage-claim-wait = El jugador al que se le ofreció aún tiene { $hours ->
    [one] 1 hora
   *[other] { $hours } horas
} para responder antes de que el papel quede libre para cualquiera.
manage-export-refused = Solo el organizador puede exportar una partida en curso; cuando termina, puede hacerlo cualquiera.
manage-exported = 📎 El registro de la partida { $game } ({ $events ->
    [one] 1 evento
   *[other] { $events } eventos
}) está en `{ $file }`.{ $note }
manage-export-running-note = {" "}La partida sigue en curso, así que la semilla y todo lo que aún está oculto se quedan fuera.
manage-log-header = **Las últimas { $n } líneas de la partida** (`#N`: la acción, tal como las cuenta `kalladra render --at N`):
manage-log-empty = Todavía no ha pasado nada.
manage-undo-header = ↩️ `!dq deshacer confirmar` desharía { $count ->
        [one] esta acción
       *[other] estas { $count } acciones
    }:
manage-undo-chance = { $count ->
        [one] Incluye
       *[other] Incluyen
    } dados, cartas o elecciones secretas: el registro guarda constancia de que se { $count ->
        [one] deshizo
       *[other] deshicieron
    }, y repetir las mismas jugadas da los mismos resultados.
manage-undo-confirm = Escribe `!dq deshacer confirmar` para { $count ->
        [one] deshacerla
       *[other] deshacerlas
    }, o sigue jugando para { $count ->
        [one] conservarla
       *[other] conservarlas
    }.
manage-undo-replace = Eso desharía un relevo: el nuevo jugador ya ha visto el puesto como lo ve quien lo ocupa, y eso no se puede olvidar. Para devolver el puesto, usa `!dq replace` otra vez.
manage-undo-impossible = Solo hay { $count ->
        [one] { $count } acción
       *[other] { $count } acciones
    } en vigor, y una partida terminada no se puede deshacer.
manage-undo-splits-round = Deshacer { $count ->
        [one] esta acción
       *[other] estas { $count } acciones
    } reabriría una ronda de combate cuyos golpes ya se mostraron, con los de un bando aún sellados. `!dq deshacer { $whole }` mantiene enteras las rondas: deshace { $whole } acciones, hasta { $first } incluida.
manage-undo-nothing = No hay nada pendiente de confirmar para deshacer: primero `!dq deshacer N`.
manage-undo-moved-on = La partida ha avanzado desde la vista previa: vuelve a pedirla con `!dq deshacer N`.
manage-undo-sealed = los golpes de { $name } (secretos)
manage-undo-clock-sealed = el reloj, por { $name }: los golpes de { $name } (secretos)
manage-undo-hidden = { $name }: una carta boca abajo (oculta)
manage-the-organiser = el organizador
manage-the-clock-for = el reloj, por { $name }
manage-set-unknown = `{ $key }` no es un ajuste. Ajustes: { $keys }.
manage-set-bad-value = `{ $value }` no es un valor válido para `{ $key }`: admite { $takes }.
manage-set-out-of-range = `{ $key }` ({ $meaning }) admite un número entero de { $min } a { $max }, no `{ $value }`.
manage-set-no-value = `!dq ajustar { $key }` necesita un valor detrás. Admite: { $takes }.
manage-set-takes-number = un número entero de { $min } a { $max }
manage-set-same = `{ $key }` ya es `{ $value }`: no ha cambiado nada.
manage-settings-header = **Ajustes** (el organizador los cambia con `!dq ajustar CLAVE VALOR`: las reglas antes de empezar, los del reloj y del tablero en cualquier momento):
manage-welcome = Ya tienes plaza en la partida, con **{ $hero }**. Las decisiones de combate y todo lo secreto te llegarán aquí, por mensaje privado. (`!dq avisos on` también te avisa aquí cuando te toque.)
manage-welcome-substitute = Tomas el relevo de { $old } con **{ $hero }**. Las decisiones de combate y todo lo secreto te llegan aquí, por mensaje privado; `!dq ayuda` te dice qué puedes hacer ahora. (`!dq avisos on` también te avisa aquí cuando te toque el siguiente turno.)
manage-notify-on = Te enviaré un mensaje privado cuando estés a punto de jugar.
manage-notify-off = Se acabaron los mensajes de «te toca pronto».
manage-notify-digest = 📬 Una vez al día recibirás un mensaje privado con todas las partidas que te esperan, en todos los servidores, en lugar de un mensaje por turno. `!dq avisos on` para un mensaje por turno, `off` para ninguno.
manage-heads-up = 🔔 Te toca después de { $name }: partida #{ $game } en { $channel } ({ $kind ->
        [raiders] Dungeon Raiders
        [dungeoneer] Hollowdeep
       *[dungeonquest] DungeonQuest
    }).
manage-campaign-other-kind = La campaña **{ $campaign }** clasifica partidas de otro juego: elige otro nombre para esta.
manage-campaign-other-kind-start = La campaña **{ $campaign }** clasifica partidas de otro juego, así que esta partida no puede contar para ella: nombra su campaña con `!dq campaña NOMBRE` antes de empezar.
manage-campaign-set = Esta partida cuenta para la campaña **{ $campaign }**.
manage-leaderboard-header = 🏆 **Campaña { $campaign }**: oro sacado de la Mazmorra de Fuego de Dragón
manage-leaderboard-line = { $rank }. { $name }: { $electrum } de oro · { $played } { $played ->
        [one] jugada
       *[other] jugadas
    } · { $survived } con vida · { $won } { $won ->
        [one] ganada
       *[other] ganadas
    } · nivel { $rating }
manage-leaderboard-empty = Todavía no cuenta ninguna partida terminada para la campaña **{ $campaign }**.
manage-random-wait = { $hours ->
    [one] Queda 1 hora
   *[other] Quedan { $hours } horas
} para el plazo de la ronda: solo entonces puede el organizador hacer que el bot elija por un bando que no ha respondido.
manage-left-setup = { $name } se ha levantado de la mesa.
## !dq idioma (el de la partida, cosa del organizador) e !dq idioma yo (el de cada jugador)
manage-language-set = 🌐 Esta partida se juega ahora en español: los textos del canal y los mensajes privados de quien no haya elegido idioma propio (`!dq idioma yo es|en|auto`).
manage-language-already = 🌐 Esta partida ya se juega en español.
manage-language-organiser-only = Solo el organizador ({ $organiser }) puede cambiar el idioma de la partida; no ha cambiado nada. Tus mensajes privados y las respuestas que solo ves tú pueden ir en el idioma que prefieras: `!dq idioma yo es|en|auto`.
manage-language-me = 🌐 Desde ahora tus mensajes privados y las respuestas que solo ves tú van en español (`!dq idioma yo auto` para seguir el idioma de tu Discord o, si no, el de la partida).
manage-leave-confirm = Dejar la partida ahora abandona a tu héroe para siempre: muere y queda fuera de esta partida (no apaga los avisos ni te saca del canal: para eso están `!dq avisos off` y `!dq ausente HORAS`). Para abandonar la búsqueda: `!dq dejar confirmar`.
manage-language-me-noted = 🌐 { $name } lee ahora sus mensajes privados en { $language ->
        [es] español
       *[en] inglés
    } (confirmado por mensaje privado).
manage-language-me-auto = 🌐 Tus mensajes privados y las respuestas que solo ves tú vuelven a seguir el idioma de tu Discord o, si no, el de la partida.

## Partidas de otros juegos (Dungeon Raiders)

manage-unknown-game = `{ $got }` no es un juego que lleve Kalladra: `!dq nueva` abre DungeonQuest, `!dq nueva raiders` abre Dungeon Raiders y `!dq nueva dungeoneer` abre Hollowdeep.
manage-no-hand = DungeonQuest no tiene mano de cartas: `!dq estado` y `!dq tablero` muestran tu héroe. `!dq mano` es para Dungeon Raiders.
seated-seed = 🎲 El SHA-256 de la semilla, publicado antes de repartir ninguna carta: `{ $hash }`. La semilla llega con el registro al final, para que cualquiera compruebe cada barajado. El número, el canal y el organizador de la partida quedan ligados a la semilla por el compromiso `{ $commitment }`.
seated-join-no-choice = (Los personajes se reparten al azar al empezar: aquí `!dq unirse` no lleva nombre.)
seated-board-one-text = (El tablero de este juego tiene una sola forma de texto, esta: `!dq tablero imagen` muestra la imagen sola, `!dq tablero` ambas.)
seated-hand-sent = 📬 Te he mandado tu mano por MD.
seated-welcome = 👋 Tienes plaza en la partida { $game }. Tu mano, y todo lo que solo tú puedes saber, te llegan aquí por mensaje privado, como el aviso de que te toca jugar. (`!dq avisos on` también te avisa aquí cuando te toque el siguiente turno.)
seated-took-over = 🔁 Ocupas un asiento en la partida { $game }, como { $name }: sus cartas, su tesoro y sus heridas son tuyos ahora, y también su turno.
seated-seat-passed = 🔁 El organizador ha cedido tu asiento en la partida { $game } a otra persona: ya no juegas en ella.
seated-campaign = Campaña: **{ $campaign }** (`!dq clasificación { $campaign }`).
seated-campaign-same = Esta partida ya cuenta para la campaña **{ $campaign }**.
addressed-game = n.º { $game } (en { $channel })
addressed-which-game = Te esperan { $count } de tus partidas: { $games }. ¿Para cuál es? Mándalo otra vez con el número de la partida delante, por ejemplo `{ $example }`, o usa el canal de la partida (allí `/act` solo te responde a ti). No se ha jugado nada.
addressed-no-such-game = No tienes ninguna partida en curso con el número { $game }. { $count ->
        [0] No estás en ninguna partida en curso.
       *[other] Las tuyas: { $games }.
    }

## What the table says at every game, in DungeonQuest's words (`{texts}-KEY`, `Kind::texts`).
manage-record-refused-setup = La partida no ha empezado: su página llega cuando esté en curso (`!dq crónica` muestra entonces los turnos hasta ahora; por mensaje privado, la tuya).
manage-hand-none = { manage-no-hand }
manage-hand-no-seat = { manage-no-hand }
manage-refuse-already-started = { refusal-already-started }

## `!dq mías`: las partidas que te esperan, en todos los servidores
mine-title = { $count ->
    [one] 1 partida te espera:
   *[other] { $count } partidas te esperan, la espera más larga primero:
}
mine-game = • #{ $game } en { $channel }: { $kind ->
        [raiders] Dungeon Raiders
        [dungeoneer] Hollowdeep
       *[dungeonquest] DungeonQuest
    }, esperando desde hace { $waited }. { $deadline }
mine-waited = { $unit ->
        [days] { $n } días
        [hours] { $n ->
            [one] 1 hora
           *[other] { $n } horas
        }
       *[minutes] { $n ->
            [one] 1 minuto
           *[other] { $n } minutos
        }
    }
mine-digest = 📬 Tu resumen del día: { $count ->
        [one] 1 partida te espera:
       *[other] { $count } partidas te esperan, la que más lleva esperando primero:
    }
mine-none = { $games ->
        [0] No te sientas en ninguna partida en curso.
       *[other] Ninguna de tus partidas en curso te espera ahora.
    }
