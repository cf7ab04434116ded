## Parse errors: text that is not a command.

parse-empty = Di algo: prueba con `!dq ayuda`.
parse-too-long = Ese mensaje es demasiado largo para ser una orden ({ $len } caracteres; las órdenes son cortas).
parse-no-manage = `!dq` necesita una orden: nueva, unirse, torre, empezar, tablero, estado, ayuda o dejar.
parse-unknown-manage = `!dq { $word }` no es una orden. Prueba con: nueva, unirse [HÉROE], torre NO|NE|SE|SO, empezar, tablero [compacto], estado, ayuda, dejar.
parse-bad-argument = `{ $command }` no admite `{ $got }`. Lo que admite: { $expected }.
parse-takes-nothing = `{ $command }` no lleva nada detrás (sobra `{ $got }`).
parse-plan-missing = Faltan golpes: { $missing }. Envía los tres, por ejemplo:
parse-plan-bad-strike = `{ $got }` no es un tipo de golpe: cada golpe es Cuerpo a cuerpo, A distancia o Hechizo. Por ejemplo:
parse-plan-unknown-field = `{ $got }` no forma parte de una ronda de combate: envía Ataque Estándar, Ataque Brutal y Contraataque (y Cartas/Habilidades usadas, si hace falta). Por ejemplo:
parse-plan-repeated = `{ $field }` aparece dos veces: envía cada golpe una sola vez. Por ejemplo:
parse-plan-bad-card = `{ $got }` no es una carta que puedas usar en combate: la única es Chispa (la Espada rúnica y el Escudo funcionan solos). Por ejemplo:
parse-unknown = `{ $text }` no es una orden. Para moverte: `Mover ARRIBA`, `Mover ABAJO`, `Mover IZQUIERDA`, `Mover DERECHA`; también `Buscar`; `!dq ayuda` lo explica todo.
