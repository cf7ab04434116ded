//! The stand-in refuses what Discord refuses.

use super::*;
use serde_json::json;

async fn call(si: &StandIn, method: &str, path: &str, body: Value) -> (u16, Value) {
    let url = format!("http://127.0.0.1:{}/api/v10{path}", si.rest);
    let c = reqwest::Client::new();
    let req = match method {
        "POST" => c.post(url),
        "PATCH" => c.patch(url),
        "PUT" => c.put(url),
        _ => c.delete(url),
    };
    let res = req
        .header("content-type", "application/json")
        .body(body.to_string())
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    let text = res.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

fn row(n: usize, id: &str, label: &str) -> Value {
    json!({"type": 1, "components": (0..n).map(|i| json!({"type": 2, "style": 2, "custom_id": format!("{id}{i}"), "label": label})).collect::<Vec<_>>()})
}

/// What Discord refuses, the stand-in refuses, with Discord's status and code.
#[tokio::test]
async fn refuses_what_discord_refuses() {
    let si = StandIn::start().await.unwrap();
    let post = "/channels/600/messages";
    let cases = [
        (json!({"content": "x".repeat(2001)}), 400, 50035),
        (json!({"content": ""}), 400, 50006),
        (
            json!({"content": "six rows", "components": (0..6).map(|i| row(1, &format!("r{i}"), "a")).collect::<Vec<_>>()}),
            400,
            50035,
        ),
        (
            json!({"content": "six in a row", "components": [row(6, "b", "a")]}),
            400,
            50035,
        ),
        (
            json!({"content": "long id", "components": [row(1, &"i".repeat(100), "a")]}),
            400,
            50035,
        ),
        (
            json!({"content": "long label", "components": [row(1, "c", &"l".repeat(81))]}),
            400,
            50035,
        ),
    ];
    for (body, status, code) in cases {
        let (s, v) = call(&si, "POST", post, body.clone()).await;
        assert_eq!((s, v["code"].as_u64()), (status, Some(code)), "{body}");
    }
    let (s, _) = call(
        &si,
        "POST",
        post,
        json!({"content": "x".repeat(2000), "components": [row(5, "ok", &"l".repeat(80))]}),
    )
    .await;
    assert_eq!(s, 200);
    assert_eq!(si.rejected().len(), 6);
    // An edit over the limit, too.
    let (s, v) = call(
        &si,
        "PATCH",
        "/channels/600/messages/1",
        json!({"content": "y".repeat(2001)}),
    )
    .await;
    assert_eq!((s, v["code"].as_u64()), (400, Some(50035)));
}

#[tokio::test]
async fn interactions_are_answered_once_within_three_seconds() {
    let si = StandIn::start().await.unwrap();
    let a = si.slash(1001, "dq", "status", json!([]), false);
    let b = si.slash(1001, "dq", "status", json!([]), false);
    let cb = |i: u64| format!("/interactions/{i}/tok{i}/callback");
    // A follow-up before any acknowledgement: Discord knows no such webhook yet.
    let (s, v) = call(
        &si,
        "POST",
        &format!("/webhooks/900/tok{a}"),
        json!({"content": "early"}),
    )
    .await;
    assert_eq!((s, v["code"].as_u64()), (404, Some(10015)));
    let (s, _) = call(&si, "POST", &cb(a), json!({"type": 5})).await;
    assert_eq!(s, 204);
    let (s, v) = call(
        &si,
        "POST",
        &cb(a),
        json!({"type": 4, "data": {"content": "again"}}),
    )
    .await;
    assert_eq!((s, v["code"].as_u64()), (400, Some(40060)));
    let (s, _) = call(
        &si,
        "PATCH",
        &format!("/webhooks/900/tok{a}/messages/@original"),
        json!({"content": "the answer"}),
    )
    .await;
    assert_eq!(s, 200);
    let (s, v) = call(
        &si,
        "PATCH",
        &format!("/webhooks/900/tok{a}/messages/@original"),
        json!({"content": "z".repeat(2001)}),
    )
    .await;
    assert_eq!((s, v["code"].as_u64()), (400, Some(50035)));
    let (s, _) = call(
        &si,
        "POST",
        &format!("/webhooks/900/tok{a}"),
        json!({"content": "secret", "flags": 64}),
    )
    .await;
    assert_eq!(s, 200);
    assert!(si
        .sent()
        .iter()
        .any(|x| x.kind == "followup" && x.ephemeral));
    tokio::time::sleep(ACK_WINDOW + Duration::from_millis(200)).await;
    let (s, v) = call(&si, "POST", &cb(b), json!({"type": 5})).await;
    assert_eq!((s, v["code"].as_u64()), (404, Some(10062)), "too late");
    assert_eq!(si.ack_delays().len(), 1);
}

#[tokio::test]
async fn an_invalid_command_set_is_refused_whole() {
    let si = StandIn::start().await.unwrap();
    let path = "/applications/900/commands";
    let good = json!({"name": "dq", "description": "Games", "options": [{"type": 1, "name": "join", "description": "Take a seat", "options": [{"type": 3, "name": "hero", "description": "Your hero", "required": false}]}]});
    let bad = [
        json!({"name": "DQ", "description": "Games"}),
        json!({"name": "dq", "description": ""}),
        json!({"name": "dq", "description": "Games", "options": [{"type": 3, "name": "a", "description": "x".repeat(101)}]}),
        json!({"name": "dq", "description": "Games", "options": [{"type": 3, "name": "a", "description": "A"}, {"type": 3, "name": "b", "description": "B", "required": true}]}),
    ];
    for b in bad {
        let (s, v) = call(&si, "PUT", path, json!([good.clone(), b.clone()])).await;
        assert_eq!((s, v["code"].as_u64()), (400, Some(50035)), "{b}");
    }
    assert!(si.registered().is_none());
    si.fail_registrations(&[500]);
    assert_eq!(call(&si, "PUT", path, json!([good.clone()])).await.0, 500);
    assert_eq!(call(&si, "PUT", path, json!([good])).await.0, 200);
    assert!(si.registered().is_some());
}

#[tokio::test]
async fn pins_take_the_current_route_and_hold_fifty() {
    let si = StandIn::start().await.unwrap();
    assert_eq!(
        call(&si, "PUT", "/channels/600/messages/pins/7", Value::Null)
            .await
            .0,
        204
    );
    assert_eq!(si.pins(600), vec![7]);
    assert_eq!(
        call(&si, "DELETE", "/channels/600/messages/pins/7", Value::Null)
            .await
            .0,
        204
    );
    assert!(si.pins(600).is_empty());
    call(&si, "PUT", "/channels/600/pins/8", Value::Null).await;
    assert!(
        si.pins(600).is_empty(),
        "the deprecated route pins nothing here"
    );
    si.fill_pins(601);
    let (s, v) = call(&si, "PUT", "/channels/601/messages/pins/9", Value::Null).await;
    assert_eq!((s, v["code"].as_u64()), (400, Some(30003)));
    si.deny_pins(602);
    let (s, v) = call(&si, "PUT", "/channels/602/messages/pins/9", Value::Null).await;
    assert_eq!((s, v["code"].as_u64()), (403, Some(50013)));
}

/// A command set whose `/dq join` carries `localised` (its own localisation fields) beside
/// a sibling `/dq new` named `nueva` in Spanish.
fn with_localisations(localised: Value) -> Value {
    let mut join = json!({"type": 1, "name": "join", "description": "Take a seat"});
    join.as_object_mut()
        .unwrap()
        .extend(localised.as_object().unwrap().clone());
    let new = json!({"type": 1, "name": "new", "description": "Open a game",
        "name_localizations": {"es-ES": "nueva", "es-419": "nueva"},
        "description_localizations": {"es-ES": "Abre una partida"}});
    json!([{"name": "dq", "description": "Games", "options": [new, join]}])
}

fn refusal(body: &Value) -> String {
    let (status, code, why) = super::limits::check_commands(body).unwrap_err();
    assert_eq!((status, code), (400, 50035), "{why}");
    why
}

/// Well-formed localisations pass, so each refusal below is for its one fault.
#[test]
fn discord_valid_localisations_are_accepted() {
    let good = with_localisations(json!({
        "name_localizations": {"es-ES": "unirse", "es-419": "unirse", "fr": "rejoindre"},
        "description_localizations": {"es-ES": "Siéntate a la mesa", "pt-BR": "Sente-se"},
        "options": [{"type": 3, "name": "corner", "description": "Which",
            "name_localizations": {"es-ES": "esquina"},
            "choices": [{"name": "NW", "value": 0, "name_localizations": {"es-ES": "NO"}}]}]
    }));
    assert_eq!(super::limits::check_commands(&good), Ok(()));
}

#[test]
fn an_unknown_locale_is_refused() {
    for bad in [
        json!({"name_localizations": {"es": "unirse"}}),
        json!({"description_localizations": {"es-MX": "Siéntate"}}),
        json!({"options": [{"type": 3, "name": "corner", "description": "Which",
            "choices": [{"name": "NW", "value": 0, "name_localizations": {"en": "NW"}}]}]}),
    ] {
        assert!(
            refusal(&with_localisations(bad.clone())).contains("invalid locale"),
            "{bad}"
        );
    }
}

#[test]
fn a_localised_name_breaking_discords_rule_is_refused() {
    for name in ["Unirse", "unirse ya", "", &"u".repeat(33), "¡unirse!"] {
        let bad = with_localisations(json!({"name_localizations": {"es-ES": name}}));
        assert!(refusal(&bad).contains("invalid name"), "{name:?}");
    }
    let option = with_localisations(json!({"options": [{"type": 3, "name": "hero",
        "description": "Your hero", "name_localizations": {"es-419": "Héroe"}}]}));
    assert!(refusal(&option).contains("dq.join.hero.name_localizations.es-419"));
}

#[test]
fn a_localised_description_over_a_hundred_characters_is_refused() {
    for text in ["x".repeat(101), String::new()] {
        let bad = with_localisations(json!({"description_localizations": {"es-ES": text}}));
        assert!(
            refusal(&bad).contains("invalid description"),
            "{}",
            text.len()
        );
    }
    let choice = with_localisations(json!({"options": [{"type": 3, "name": "corner",
        "description": "Which", "choices": [{"name": "NW", "value": 0,
        "name_localizations": {"es-ES": "n".repeat(101)}}]}]}));
    assert!(refusal(&choice).contains("invalid choice name"));
}

#[test]
fn the_same_localised_name_for_two_siblings_is_refused() {
    let bad = with_localisations(json!({"name_localizations": {"es-419": "nueva"}}));
    let why = refusal(&bad);
    assert!(
        why.contains("`nueva` is used twice (locale es-419)"),
        "{why}"
    );
    // A sibling without a name for a locale goes by its own there: `/dq new` has none in
    // French, so a French `new` for `/dq join` clashes with it.
    let bad = with_localisations(json!({"name_localizations": {"fr": "new"}}));
    assert!(refusal(&bad).contains("`new` is used twice (locale fr)"));
    let top = json!([{"name": "dq", "description": "Games"},
        {"name": "act", "description": "Play", "name_localizations": {"es-ES": "dq"}}]);
    assert!(refusal(&top).contains("`dq` is used twice"));
}

/// A multipart body as Discord takes it: `payload_json`, then `files[n]` parts.
fn multipart(payload: &Value, files: &[(&str, Vec<u8>)]) -> Vec<u8> {
    let mut b = Vec::new();
    b.extend_from_slice(b"--XyZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n");
    b.extend_from_slice(payload.to_string().as_bytes());
    b.extend_from_slice(b"\r\n");
    for (i, (name, bytes)) in files.iter().enumerate() {
        b.extend_from_slice(
            format!("--XyZ\r\nContent-Disposition: form-data; name=\"files[{i}]\"; filename=\"{name}\"\r\nContent-Type: image/png\r\n\r\n").as_bytes(),
        );
        b.extend_from_slice(bytes);
        b.extend_from_slice(b"\r\n");
    }
    b.extend_from_slice(b"--XyZ--\r\n");
    b
}

fn received(payload: Value, files: &[(&str, Vec<u8>)]) -> Value {
    rest::multipart_payload(
        &multipart(&payload, files),
        "multipart/form-data; boundary=XyZ",
    )
}

#[test]
fn a_multipart_post_is_read_binary_safe_and_its_files_recorded() {
    let png: Vec<u8> = vec![
        0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a, 0xff, 0x00, 0x80,
    ];
    let body = received(
        json!({"content": "", "attachments": [{"id": 0, "filename": "board.png", "description": "Alice is at A1."}]}),
        &[("board.png", png.clone())],
    );
    assert_eq!(body["files"][0], "board.png");
    assert_eq!(body["file_sizes"][0], png.len());
    let hex: String = png.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(body["file_hex"][0], hex);
    assert_eq!(body["attachments"][0]["description"], "Alice is at A1.");
    assert!(limits::check_message(&body, false).is_ok());
}

#[test]
fn a_file_over_ten_mib_is_refused() {
    let body = received(
        json!({"content": "x"}),
        &[("big.png", vec![7u8; 10 * 1024 * 1024 + 1])],
    );
    assert_eq!(limits::check_attachments(&body).unwrap_err().1, 40005);
    let fits = received(json!({"content": "x"}), &[("fits.png", vec![7u8; 1024])]);
    assert!(limits::check_attachments(&fits).is_ok());
}

#[test]
fn more_than_ten_attachments_are_refused() {
    let files: Vec<(&str, Vec<u8>)> = (0..11).map(|_| ("a.png", vec![1u8])).collect();
    let e = limits::check_attachments(&received(json!({"content": "x"}), &files)).unwrap_err();
    assert!(e.2.contains("10 or fewer"), "{e:?}");
    let ten = &files[..10];
    assert!(limits::check_attachments(&received(json!({"content": "x"}), ten)).is_ok());
}

#[test]
fn a_description_over_1024_characters_is_refused() {
    let long =
        json!({"attachments": [{"id": 0, "filename": "b.png", "description": "é".repeat(1025)}]});
    let e = limits::check_attachments(&long).unwrap_err();
    assert!(e.2.contains("1024 or fewer"), "{e:?}");
    let fits =
        json!({"attachments": [{"id": 0, "filename": "b.png", "description": "é".repeat(1024)}]});
    assert!(limits::check_attachments(&fits).is_ok());
}

#[test]
fn a_file_name_without_an_extension_is_refused() {
    for name in ["board", "board.", ".png"] {
        let body = received(json!({"content": "x"}), &[(name, vec![1u8])]);
        let e = limits::check_attachments(&body).unwrap_err();
        assert!(e.2.contains("extension"), "{name}: {e:?}");
    }
}

async fn send_multipart(
    si: &StandIn,
    method: &str,
    path: &str,
    payload: Value,
    files: &[(&str, Vec<u8>)],
) -> (u16, Value) {
    let url = format!("http://127.0.0.1:{}/api/v10{path}", si.rest);
    let c = reqwest::Client::new();
    let req = if method == "POST" {
        c.post(url)
    } else {
        c.patch(url)
    };
    let res = req
        .header("content-type", "multipart/form-data; boundary=XyZ")
        .body(multipart(&payload, files))
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    let text = res.text().await.unwrap();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}

/// A message keeps its files across edits as Discord keeps them: an edit without
/// `attachments` leaves them, one that lists none but uploads a file replaces them, and an
/// edit that would leave the message with nothing to show is refused.
#[tokio::test]
async fn a_message_holds_its_files_across_edits_as_discord_keeps_them() {
    let si = StandIn::start().await.unwrap();
    let att = json!([{"id": 0, "filename": "board.png", "description": "d"}]);
    let (s, v) = send_multipart(
        &si,
        "POST",
        "/channels/600/messages",
        json!({"content": "", "attachments": att}),
        &[("board.png", vec![1, 2])],
    )
    .await;
    assert_eq!(s, 200, "{v}");
    let m: u64 = v["id"].as_str().unwrap().parse().unwrap();
    let path = format!("/channels/600/messages/{m}");
    assert_eq!(si.attachments(m), ["0102"]);
    // Text only: the picture stays.
    let (s, _) = call(&si, "PATCH", &path, json!({"content": "board"})).await;
    assert_eq!(s, 200);
    assert_eq!(si.attachments(m), ["0102"]);
    assert_eq!(si.content_of(m).as_deref(), Some("board"));
    // A new picture listed alone: the old one goes.
    let (s, _) = send_multipart(
        &si,
        "PATCH",
        &path,
        json!({"content": "board", "attachments": att}),
        &[("board.png", vec![3])],
    )
    .await;
    assert_eq!(s, 200);
    assert_eq!(si.attachments(m), ["03"]);
    // No text and no file left: refused, the message unchanged.
    let (s, v) = call(
        &si,
        "PATCH",
        &path,
        json!({"content": "", "attachments": []}),
    )
    .await;
    assert_eq!((s, v["code"].as_u64()), (400, Some(50006)), "{v}");
    assert_eq!(si.attachments(m), ["03"]);
    assert_eq!(si.content_of(m).as_deref(), Some("board"));
    // Blanks alone are no text; a message nobody posted cannot be edited.
    let (s, v) = call(
        &si,
        "POST",
        "/channels/600/messages",
        json!({"content": " \n "}),
    )
    .await;
    assert_eq!((s, v["code"].as_u64()), (400, Some(50006)), "{v}");
    let (s, v) = call(
        &si,
        "PATCH",
        "/channels/600/messages/424242",
        json!({"content": "x"}),
    )
    .await;
    assert_eq!((s, v["code"].as_u64()), (404, Some(10008)), "{v}");
}

/// A message sent to a connected session is pending until the bot reports it handled (the
/// tests' `settle` waits on that); one no session is there for, one for another shard, or one
/// left when its session ends is not waited for. The report is not one of the bot's calls.
#[tokio::test]
async fn events_are_pending_until_reported_handled_or_their_session_ends() {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message as Ws;
    let si = StandIn::start().await.unwrap();
    si.post(1001, "before anyone connects");
    assert_eq!(si.unhandled(), 0);
    let url = format!("ws://127.0.0.1:{}", si.gateway);
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let _hello = ws.next().await;
    let identify = json!({"op": 2, "d": {"intents": MESSAGE_CONTENT, "shard": [0, 2]}});
    ws.send(Ws::Text(identify.to_string())).await.unwrap();
    si.wait_ready(1).await.unwrap();
    si.set_guild(601, GUILD_ON_SHARD_1);
    si.post_in(601, 1001, "on shard 1, which nobody runs");
    assert_eq!(si.unhandled(), 0);
    let id = si.post(1001, "!dq new");
    assert_eq!(si.unhandled(), 1);
    assert_eq!(
        si.until_handled(Duration::from_millis(100)).await,
        Err(1),
        "not reported yet"
    );
    let (status, _) = call(
        &si,
        "POST",
        &format!("/kalladra-standin/handled/{id}"),
        Value::Null,
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(si.until_handled(Duration::from_secs(5)).await, Ok(0));
    assert!(si.calls().is_empty(), "{:?}", si.calls());
    si.post(1001, "!dq join");
    assert_eq!(si.unhandled(), 1);
    drop(ws);
    assert_eq!(
        si.until_handled(Duration::from_secs(5)).await,
        Ok(0),
        "its session ended"
    );
}
