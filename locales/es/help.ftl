## !dq help: what the asker can do now, and topics (each fits one Discord message).

help-short =
    {"*"}*Kalladra: DungeonQuest por foro**
    { $now }
    Más: `!dq ayuda movimientos`, `!dq ayuda combate`, `!dq ayuda catacumbas`, `!dq ayuda runas`, `!dq ayuda opciones`, `!dq ayuda organizador`, `!dq ayuda campañas`, `!dq ayuda info`.
help-unknown = No hay ningún tema de ayuda `{ $topic }`. Los temas son: { $topics }.
help-now-no-game = No hay ninguna partida en este canal: `!dq nueva` abre una partida de DungeonQuest y `!dq nueva raiders` una de Dungeon Raiders (de 1 a 5 jugadores, cinco niveles de cinco salas) y `!dq nueva dungeoneer` una de Hollowdeep (las reglas de Dungeoneer con cartas propias, de 2 a 4 jugadores); la organizas tú.
help-now-no-game-dm = No estás en ninguna partida en curso. En un canal del servidor, `!dq nueva` abre una.
help-now-join = Se está formando una partida: `!dq unirse [HÉROE]` te sienta a la mesa (Challara, Gherinn, Hugo, Krutzbeck, Lindel o Tatianna; si no nombras ninguno, uno al azar).
help-now-seated = Tienes sitio: `!dq torre NO|NE|SE|SO` elige tu Sala de la Torre inicial, `!dq dejar` lo libera.
help-now-start = Como organizador: `!dq empezar` cuando todos estén sentados (mira `!dq ayuda organizador`).
help-now-ended = Esta partida ha terminado: `!dq crónica` (la partida entera como página), `!dq registro`, `!dq dados` y `!dq exportar` cuentan su historia; `!dq nueva` abre otra.
help-now-watching = No estás en esta partida: `!dq tablero` y `!dq estado` muestran cómo va.
help-now-waiting = Ahora nada depende de ti: `!dq estado` muestra a quién espera la partida.
help-now-actions = Ahora puedes: { $actions }.
help-now-strikes = tus golpes, por mensaje privado: `E=cuerpo B=distancia C=hechizo`
help-moves =
    {"*"}*En tu turno**
    `Mover ARRIBA|ABAJO|IZQUIERDA|DERECHA` (o solo `arriba`), `Buscar`, `Beber poción`, `Usar runa NOMBRE` (Paso y Visión con un lado), `Entrar ARRIBA`, `Entrar ABAJO`… para bajar a las catacumbas donde haya acceso.
    En la Sala del Tesoro, sal de lado desde la mitad que elijas con `Mover IZQUIERDA superior` (o `inferior`).
    {"*"}*Cuando se te pregunte**
    `Salir`, `Quedarse`, `Cruzar`, `Cruzar cuerda`, `Soltar BOTÍN` (en un puente), `Retirarse`, `Sí`/`No`, `Tirar`/`Rezar`, `Repetir`/`Mantener`, `Rechazar`, `Extremo ARRIBA`, `Descartar diablillo`.
    También puedes mandarle al bot cualquier orden de juego por mensaje privado; el resultado se publica en el canal de la partida. `!dq avisos on` (u `off`): un mensaje privado cuando estés a punto de jugar.
    ¿Te vas unos días? `!dq ausente HORAS [MOTIVO]` o `!dq ausente 3d`: el bot juega tus turnos hasta entonces (o hasta `!dq vuelvo`), con cargo a los días de vacaciones del mes. Un plazo que se te pase lo paga antes tu banco de tiempo (`!dq banco`).
help-combat =
    {"*"}*Combate**
    Si te sale un monstruo: `Escapar` o `Atacar`; un Elfo del abismo: `Dar BOTÍN` o `Atacar`.
    Los golpes de cada ronda se mandan al bot por mensaje privado y quedan en secreto hasta que los dos bandos los hayan enviado: `E=cuerpo B=distancia C=hechizo` (Estándar, Brutal, Contraataque), o los botones del mensaje privado. Añade `Cartas/Habilidades usadas = Chispa` para usar una Chispa.
    El monstruo lo lleva otro jugador: si te ofrecen el papel, responde `Aceptar` o `Rechazar`; `!dq monstruo` reclama un papel libre, `!dq monstruo bot` (organizador) se lo da al bot.
    `!dq azar` (organizador, vencido el plazo de la ronda) elige golpes al azar por el bando que no los haya enviado. ¿Mensajes privados cerrados? `/dq reenviar` y `/jugar golpes` te responden solo a ti.
help-runes =
    {"*"}*Runas**
    Cada héroe roba una runa al empezar (varias con Poder mágico) y usa cada una una sola vez, en su momento: `Usar runa NOMBRE` (Paso y Visión con un lado: `Usar runa Visión ARRIBA`). Cuando se puede usar una runa, la lista de órdenes la ofrece; `!dq estado` muestra las de todos. Furia y Protección van con tus golpes por mensaje privado (`Cartas/Habilidades usadas = Furia`).
help-runes-one = · **{ $rune }**: { $text }
help-catacombs =
    {"*"}*Las catacumbas**
    `Entrar ARRIBA` (o `ABAJO`, `IZQUIERDA`, `DERECHA`) te lleva abajo donde una sala tiene acceso; ya abajo, `Coger` en cada turno.
    Para salir: `Emerger` y el lado hacia el que te desvías, o `No` para seguir adelante; luego `Orientar DIRECCIÓN` o `Extremo DIRECCIÓN` si se te pregunta.
help-options =
    {"*"}*Reglas opcionales**
    `!dq opciones` las enumera; el organizador activa o desactiva una antes de empezar con `!dq opcion NOMBRE on|off`; `!dq ajustes` muestra los ajustes de la partida.
    Si están activas: `Torre NE` (Poder de la Torre), `Quitar BOTÍN` (botín de Héroe contra Héroe), `Luchar S` (Varios monstruos en una sala), `Mover monstruo B3 ARRIBA` / `Añadir monstruo B2` / `Pasar` (Sirvientes de Kalladra), `Huir` con tus golpes (Vivir para luchar otro día).
help-organiser =
    {"*"}*El organizador** (quien creó la partida, los miembros con Gestionar servidor y el rol de organizador)
    Antes de empezar: `!dq nueva`, `!dq unirse bot` (un jugador del ordenador), `!dq empezar`, `!dq orden NOMBRE...`, `!dq ajustar CLAVE VALOR`, `!dq ajustes`, `!dq opcion NOMBRE on|off`, `!dq campaña NOMBRE`.
    En cualquier momento: `!dq reemplazar ANTIGUO NUEVO`, `!dq quitar NOMBRE`, `!dq saltar`, `!dq pausa`, `!dq reanudar`, `!dq terminar [MOTIVO]`, `!dq ampliar HORAS`, `!dq deshacer [N]` y luego `!dq deshacer confirmar`, `!dq exportar`, `!dq monstruo bot`, `!dq azar`, `!dq idioma es|en` (el idioma de la partida).
    Plazos, en cualquier momento: `!dq ajustar turn_hours 48` (0: sin plazo), `!dq ajustar on_deadline recordar|saltar|piloto_automático`, `!dq ajustar missed_turns_limit 3` (después la plaza pasa al ordenador: abandono; `!dq readmitir NOMBRE` devuelve la plaza a su jugador), `!dq suplente buscado NOMBRE` (quien no juegue ocupa la plaza con `!dq suplente`), `!dq exigir N` (el porcentaje de plazos cumplidos que debe mostrar quien se una), `!dq banco dias N` y `!dq banco vacaciones N` (el banco de tiempo: los días en que pueden moverse los plazos de cada jugador, por partida y al mes).
help-campaigns =
    {"*"}*Campañas**
    `!dq campaña NOMBRE` (organizador, antes de empezar) hace que la partida cuente para una campaña con nombre; `!dq clasificacion [NOMBRE]` muestra su tabla: oro sacado, partidas jugadas, con vida y ganadas, y un nivel (habilidad±incertidumbre) que tiene en cuenta a quién has ganado.
help-info =
    {"*"}*En cualquier momento**
    `!dq tablero [imagen|emoji|compacto]`, `!dq estado`, `!dq registro [N]`, `!dq dados`, `!dq ayuda [TEMA]`; `!dq exportar` (el organizador, o cualquiera cuando la partida ha terminado); `!dq crónica` (la partida como página: hasta ahora mientras sigue, sin nada oculto; por mensaje privado, la tuya); `!dq avisos on|off|resumen` (resumen: un mensaje privado al día con las partidas que te esperan); `!dq mías` (por mensaje privado: todas las partidas que te esperan, en todos los servidores); `!dq perfil [NOMBRE]` (lo fiable que ha sido un jugador, según los registros); `!dq banco` (el banco de tiempo; `!dq banco off` rechaza el tuyo); `!dq idioma yo es|en|auto` (tu idioma para los mensajes privados).
