//! What a restart and `/dq resend` show, searched after every input of the leak games.

use super::{text_leaks, Audience, Secrets, Seen};
use kalladra::organiser::{Organiser, Target};

/// The prompt a restart posts in the channel, and `/dq resend` as each viewer (only what he
/// is asked, only to him), searched for what must stay hidden now.
pub(super) async fn resent_leaks(
    org: &Organiser,
    id: i64,
    viewers: &[String],
    s: &Secrets,
    seen: &mut Seen,
) -> Vec<String> {
    let mut leaks = Vec::new();
    if let Some(p) = org.current_prompt(id).await.unwrap() {
        let lines: Vec<&str> = p.lines().collect();
        let found = text_leaks(s, &Audience::Everyone, &p, &lines);
        leaks.extend(
            found
                .into_iter()
                .map(|l| format!("the resumed prompt: {l}")),
        );
    }
    for v in viewers {
        for r in org.pending_for(id, v) {
            assert_eq!(r.target, Target::Dm(v.clone()), "resend to {v}");
            seen.resends += 1;
            let lines: Vec<&str> = r.text.lines().collect();
            let found = text_leaks(s, &Audience::of(&r), &r.text, &lines);
            leaks.extend(found.into_iter().map(|l| format!("/dq resend by {v}: {l}")));
        }
    }
    leaks
}
