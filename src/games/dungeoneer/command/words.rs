//! The command words, English and Spanish (accents folded), and the small words they take.

use super::super::content::Form;
use super::super::map::Side;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Send,
    Curse,
    End,
    Place,
    Move,
    Jump,
    Explore,
    Untip,
    Play,
    Ability,
    Attempt,
    Search,
    Take,
    Drop,
    Slay,
    Challenge,
    Duel,
    LetGo,
    Discard,
    Respond,
    Pass,
    Stand,
    Choose,
}

impl Verb {
    /// The verb as an English command starts.
    pub fn name(self) -> &'static str {
        match self {
            Verb::Send => "attack",
            Verb::Curse => "curse",
            Verb::End => "end",
            Verb::Place => "place",
            Verb::Move => "move",
            Verb::Jump => "jump",
            Verb::Explore => "explore",
            Verb::Untip => "stand",
            Verb::Play => "play",
            Verb::Ability => "ability",
            Verb::Attempt => "attempt",
            Verb::Search => "search",
            Verb::Take => "take",
            Verb::Drop => "drop",
            Verb::Slay => "slay",
            Verb::Challenge => "challenge",
            Verb::Duel => "duel",
            Verb::LetGo => "letgo",
            Verb::Discard => "discard",
            Verb::Respond => "respond",
            Verb::Pass => "pass",
            Verb::Stand => "answer",
            Verb::Choose => "choose",
        }
    }
}

/// A command's first word.
pub fn verb(w: &str) -> Option<Verb> {
    Some(match w {
        "attack" | "send" | "ataca" | "atacar" | "envia" | "enviar" => Verb::Send,
        "curse" | "bane" | "maldice" | "maldecir" | "maldicion" => Verb::Curse,
        "end" | "done" | "fin" | "listo" | "termina" | "terminar" => Verb::End,
        "place" | "build" | "coloca" | "colocar" | "pon" | "poner" => Verb::Place,
        "move" | "go" | "m" | "mueve" | "mover" | "ve" | "ir" => Verb::Move,
        "jump" | "salta" | "saltar" => Verb::Jump,
        "explore" | "explora" | "explorar" => Verb::Explore,
        "stand" | "untip" | "levantate" | "levantarse" => Verb::Untip,
        "play" | "p" | "juega" | "jugar" => Verb::Play,
        "ability" | "habilidad" => Verb::Ability,
        "attempt" | "quest" | "intenta" | "intentar" | "mision" => Verb::Attempt,
        "search" | "busca" | "buscar" => Verb::Search,
        "take" | "toma" | "tomar" | "coge" => Verb::Take,
        "drop" | "suelta" | "soltar" => Verb::Drop,
        "slay" | "fight" | "caza" | "cazar" | "lucha" => Verb::Slay,
        "challenge" | "desafia" | "desafiar" => Verb::Challenge,
        "duel" | "reta" | "retar" | "duelo" => Verb::Duel,
        "letgo" | "drop-treasure" | "deja" | "dejar" => Verb::LetGo,
        "discard" | "d" | "descarta" | "descartar" => Verb::Discard,
        "respond" | "r" | "responde" | "responder" => Verb::Respond,
        "pass" | "paso" | "pasa" | "pasar" => Verb::Pass,
        "answer" | "always" | "siempre" | "respuesta" => Verb::Stand,
        "choose" | "pick" | "elige" | "elegir" | "escoge" => Verb::Choose,
        _ => return None,
    })
}

/// The verbs a slip is measured against.
pub const SPELT: &[&str] = &[
    "attack",
    "curse",
    "place",
    "move",
    "jump",
    "explore",
    "play",
    "ability",
    "attempt",
    "search",
    "take",
    "drop",
    "slay",
    "challenge",
    "duel",
    "discard",
    "respond",
    "answer",
    "choose",
    "ataca",
    "maldice",
    "coloca",
    "mueve",
    "salta",
    "explora",
    "juega",
    "habilidad",
    "intenta",
    "busca",
    "toma",
    "suelta",
    "caza",
    "desafia",
    "reta",
    "descarta",
    "responde",
    "elige",
];

pub fn form(w: &str) -> Option<Form> {
    Some(match w {
        "melee" | "m" | "cuerpo" | "cac" | "cuerpo-a-cuerpo" => Form::Melee,
        "magic" | "mg" | "magia" => Form::Magic,
        "speed" | "s" | "rapidez" | "velocidad" => Form::Speed,
        _ => return None,
    })
}

pub fn side(rest: &[&str]) -> Option<Side> {
    let w = match rest {
        [w] => *w,
        _ => return None,
    };
    Some(match w {
        "n" | "north" | "up" | "norte" | "arriba" => Side::N,
        "e" | "east" | "right" | "este" | "derecha" => Side::E,
        "s" | "south" | "down" | "sur" | "abajo" => Side::S,
        "w" | "west" | "left" | "o" | "oeste" | "izquierda" => Side::W,
        _ => return None,
    })
}
