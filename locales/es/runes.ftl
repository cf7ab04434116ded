## Runes (templates/runes.toml): name (after "Rune of"), effect, and when it can be used.

rune-healing = Curación
rune-healing-text = Cúrate 1d6 heridas.
rune-healing-when = en tu turno, fuera de una ronda de combate, cuando tengas heridas que curar

rune-warning = Aviso
rune-warning-text = Ignora una carta de Trampa que acabes de coger.
rune-warning-when = justo después de coger una carta de Trampa, antes de que haga nada

rune-stasis = Estasis
rune-stasis-text = Muévete hasta tres veces este turno.
rune-stasis-when = al comienzo de tu turno, antes de moverte (después puedes moverte hasta dos veces más)

rune-escape = Huida
rune-escape-text = Escapa de un monstruo sin tirar.
rune-escape-when = cuando un monstruo te sale al paso y se permite escapar

rune-fortune = Fortuna
rune-fortune-text = Repite una tirada de atributos.
rune-fortune-when = justo después de fallar una tirada de atributos

rune-strength = Fuerza
rune-strength-text = Supera una tirada de Fuerza sin tirar.
rune-strength-when = cuando viene una tirada de Fuerza, antes de tirar

rune-passage = Paso
rune-passage-text = Atraviesa un muro hasta una sala vecina ya explorada.
rune-passage-when = en tu turno en lugar de moverte, diciendo el lado por el que pasas (`Usar runa Paso ARRIBA`) hacia un espacio explorado

rune-sight = Visión
rune-sight-text = Descubre la sala de un espacio vecino sin explorar antes de entrar: se coge y se coloca mirando hacia ti, y tu turno sigue.
rune-sight-when = en tu turno antes de moverte, diciendo el lado de un espacio sin explorar al que podrías pasar (`Usar runa Visión ARRIBA`)

rune-fury = Furia
rune-fury-text = Inflige 2 heridas más en una ronda de combate.
rune-fury-when = en una ronda de combate, junto con tus golpes por mensaje privado (`Cartas/Habilidades usadas = Furia`)

rune-warding = Protección
rune-warding-text = No recibes heridas en una ronda de combate.
rune-warding-when = en una ronda de combate, junto con tus golpes por mensaje privado (`Cartas/Habilidades usadas = Protección`)

rune-daylight = Luz del día
rune-daylight-text = Retrasa 2 espacios la ficha de sol.
rune-daylight-when = en tu turno, fuera de una ronda de combate

rune-calm = Calma
rune-calm-text = Tu próxima carta de Dragón será «Durmiendo», digan lo que digan las probabilidades (el d100 se tira y se anota igualmente).
rune-calm-when = en tu turno, fuera de una ronda de combate, antes de una carta de Dragón

