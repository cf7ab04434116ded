//! What a combat's attacks are: the monster behind each.

use super::super::content::{set, Form, Monster};
use super::super::state::{Attacking, Game};

/// The monster of an attack: its card's, or the Slay quest's.
pub fn monster(g: &Game, a: &Attacking) -> Option<&'static Monster> {
    match a.card {
        Some(c) => set().adventure(c).monster.as_ref(),
        None => g
            .combat
            .as_ref()
            .and_then(|c| c.slay)
            .and_then(|q| set().quest(q).monster.as_ref()),
    }
}

/// Whether a monster ignores blows of a form (its `immune` list names the form).
pub fn shrugs(m: &Monster, form: Form) -> bool {
    let name = match form {
        Form::Melee => "melee",
        Form::Magic => "magic",
        Form::Speed => "speed",
    };
    m.immune.iter().any(|x| x == name)
}
