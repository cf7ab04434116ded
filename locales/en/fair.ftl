## Fair dice: the seed and its hash.

fair-hash = 🎲 Fair dice: this game's secret seed has SHA-256 `{ $hash }`. Every roll comes from it; the seed is posted when the game ends, and `kalladra verify` checks the whole game against it. The game's settings, number, channel and organiser are bound to it by the commitment `{ $commitment }`.
fair-seed = 🎲 The seed was `{ $seed }` (SHA-256 `{ $hash }`, as posted at the start). The complete log has SHA-256 `{ $log }`: it is attached as `{ $file }`, and `kalladra verify { $file }` re-checks every roll and that the log is this one, whole.
fair-seed-record = 🎲 The seed was `{ $seed }` (SHA-256 `{ $hash }`, as posted at the start). The complete log has SHA-256 `{ $log }`: the `entries` of the attached `{ $file }` hash to it (one per line, as compact JSON with sorted keys; the file's own bytes hash to something else), and `kalladra verify { $file }` checks that hash and replays every shuffle and play from the seed.
