## Combat DMs: asking each side of a fight for its strikes.

combat-template =
    ```
    Ataque Estándar = Cuerpo a cuerpo
    Ataque Brutal = A distancia
    Contraataque = Hechizo
    Cartas/Habilidades usadas = ninguna
    ```
    o en corto: `E=cuerpo B=distancia C=hechizo` (cada uno es Cuerpo a cuerpo, A distancia o Hechizo; Cuerpo a cuerpo gana a A distancia, A distancia gana a Hechizo y Hechizo gana a Cuerpo a cuerpo).
combat-hero-round = ⚔️ Ronda { $round }: { $hero } ({ $wounds }/{ $life }) contra { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster } (lleva { $monster_wounds } { $monster_wounds ->
        [one] herida
       *[other] heridas
    }). Envía aquí tus golpes:
combat-monster-round = ⚔️ Ronda { $round }: llevas { $monster_gender ->
        [feminine] a la
       *[other] al
    } **{ $monster }** (vida **{ $life }**, { $monster_wounds } { $monster_wounds ->
        [one] herida
       *[other] heridas
    } hasta ahora) contra { $hero } ({ $wounds }/{ $hero_life }). Envía aquí sus golpes:
combat-face-up = Yendo solo: la ficha está boca arriba, { $monster_gender ->
        [feminine] la
       *[other] el
    } { $monster } tiene **{ $life }** de vida.
combat-duel-call = ⚔️ Ronda { $round } del duelo contra { $other }: llevas { $mine } de 4 heridas en este combate, y tu rival { $theirs }. Envía tus golpes (secretos hasta que lleguen los dos).
combat-duel-sealed = 🔒 Guardado en secreto para esta ronda: { $plan }. Puedes enviar golpes nuevos hasta que tu rival mande los suyos.
combat-spark = Puedes añadir `Cartas/Habilidades usadas = Chispa` para descartar tu Chispa y sumar +1 herida en esta ronda.
combat-fury = Puedes añadir `Cartas/Habilidades usadas = Furia` para gastar tu Runa de Furia: +2 heridas infligidas en esta ronda.
combat-warding = Puedes añadir `Cartas/Habilidades usadas = Protección` para gastar tu Runa de Protección: no recibes heridas en esta ronda.
combat-flee = Ganaste la ronda anterior: añade `Cartas/Habilidades usadas = Huir` para renunciar a sus heridas y zafarte si ganas también esta ronda (Vivir para luchar otro día).
combat-offer = ⚔️ { $hero } está luchando contra { $a_monster }, y el papel del monstruo es tuyo si lo quieres: responde `Aceptar` o `Rechazar`. Quien lo lleve ve su valor de Vida y envía sus golpes por mensaje privado.
combat-sealed = 🔒 Guardado en secreto para la ronda { $round }: { $plan }. Puedes cambiar tus golpes hasta que el otro bando envíe los suyos.
combat-carry-hero = Tu Contraataque ganó la ronda anterior: esta ronda el monstruo recibe 1 herida.
combat-carry-monster = El Contraataque del monstruo ganó la ronda anterior: esta ronda recibes 1 herida.
combat-not-in-channel = Los golpes son secretos: envíaselos al bot por mensaje privado, no en el canal. (No se ha guardado nada; cambia tu elección si quieres.)
