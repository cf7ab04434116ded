## Causes of death, after "dies:".

cause-wounds = demasiadas heridas
cause-dead-end = un callejón sin salida
cause-bottomless-pit = cayó al pozo sin fondo
cause-sunset = las torres se cerraron al anochecer
cause-abandoned = abandonó la misión
cause-monster = a manos de { $a_monster }
