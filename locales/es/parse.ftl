## Parse errors: text that is not a command.

parse-empty = Di algo: prueba con `!dq ayuda`.
parse-too-long = Ese mensaje es demasiado largo para ser una orden ({ $len } caracteres; las órdenes son cortas).
parse-no-manage = `!dq` necesita una orden detrás: { $commands }. `!dq ayuda` te dice qué puedes hacer ahora.
parse-unknown-manage = `!dq { $word }` no es una orden.
parse-dq-commands = Las órdenes `!dq`: { $commands }. `!dq ayuda` te dice qué puedes hacer ahora.
parse-did-you-mean = ¿Querías decir `{ $command }`?
parse-needs-argument = `{ $command }` necesita algo detrás: { $expected }.
parse-bad-argument = `{ $command }` no admite `{ $got }`. Lo que admite: { $expected }.
parse-takes-nothing = `{ $command }` no lleva nada detrás (sobra `{ $got }`).
parse-plan-missing = Faltan golpes: { $missing }. Envía los tres, por ejemplo:
parse-plan-bad-strike = `{ $got }` no es un tipo de golpe: cada golpe es Cuerpo a cuerpo, A distancia o Hechizo. Por ejemplo:
parse-plan-unknown-field = `{ $got }` no forma parte de una ronda de combate: envía Ataque Estándar, Ataque Brutal y Contraataque (y Cartas/Habilidades usadas, si hace falta). Por ejemplo:
parse-plan-repeated = `{ $field }` aparece dos veces: envía cada golpe una sola vez. Por ejemplo:
parse-plan-bad-card = `{ $got }` no es una carta que puedas usar en combate: la única es Chispa (la Espada rúnica y el Escudo funcionan solos). Por ejemplo:
parse-unknown = `{ $text }` no es una orden.
parse-unknown-help = `!dq ayuda` te dice qué puedes hacer ahora.
parse-unknown-waiting = Ahora no te toca: la partida espera a { $names }.
parse-short-side = ¿Querías decir `{ $move }`?
parse-short-side-or = ¿Querías decir `{ $move }` o `{ $other }`?
parse-short-side-question = La partida te está haciendo una pregunta, así que una letra sola no mueve a nadie: escribe la orden entera.
parse-short-side-asks = Con signo de interrogación una letra sola no mueve a nadie: escribe la orden entera.
