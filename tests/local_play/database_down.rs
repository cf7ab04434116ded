//! Attack, smaller things: local play on Postgres whose server goes away ends on one line
//! naming the database and the input it did not store, which `--resume` then confirms.

use std::io::{BufRead, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A TCP relay to the Postgres server at `to`, on a port of its own, that can be cut: then
/// every connection through it breaks and new ones are refused, as with the server down.
struct Relay {
    port: u16,
    cut: Arc<AtomicBool>,
    streams: Arc<Mutex<Vec<TcpStream>>>,
    accepting: Option<std::thread::JoinHandle<()>>,
}

impl Relay {
    fn start(to: std::net::SocketAddr) -> Relay {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        let cut = Arc::new(AtomicBool::new(false));
        let streams = Arc::new(Mutex::new(Vec::new()));
        let (c, s) = (cut.clone(), streams.clone());
        let accepting = std::thread::spawn(move || {
            while !c.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((client, _)) => {
                        client.set_nonblocking(false).unwrap();
                        let server = TcpStream::connect(to).unwrap();
                        for (mut from, mut into) in [
                            (client.try_clone().unwrap(), server.try_clone().unwrap()),
                            (server.try_clone().unwrap(), client.try_clone().unwrap()),
                        ] {
                            std::thread::spawn(move || {
                                let mut buf = [0u8; 8192];
                                while let Ok(n) = from.read(&mut buf) {
                                    if n == 0 || into.write_all(&buf[..n]).is_err() {
                                        break;
                                    }
                                }
                                let _ = into.shutdown(std::net::Shutdown::Both);
                            });
                        }
                        s.lock().unwrap().extend([client, server]);
                    }
                    Err(_) => std::thread::sleep(std::time::Duration::from_millis(5)),
                }
            }
            // The listener is dropped here: nothing listens on the port any more.
        });
        Relay {
            port,
            cut,
            streams,
            accepting: Some(accepting),
        }
    }

    /// The server out of reach: no new connection, and every open one broken.
    fn cut(&mut self) {
        self.cut.store(true, Ordering::SeqCst);
        if let Some(t) = self.accepting.take() {
            t.join().unwrap();
        }
        for s in self.streams.lock().unwrap().drain(..) {
            let _ = s.shutdown(std::net::Shutdown::Both);
        }
    }
}

#[tokio::test]
#[cfg_attr(
    kalladra_no_postgres,
    ignore = "no Postgres when the tests were built (README, For developers)"
)]
async fn local_play_with_its_database_gone_names_it_and_the_input_not_stored() {
    let url = super::fresh_postgres().await;
    // postgres://USER@HOST:PORT/NAME
    let (server, name) = url.rsplit_once('/').unwrap();
    let (user, host) = server
        .trim_start_matches("postgres://")
        .split_once('@')
        .unwrap();
    let to: std::net::SocketAddr = host.parse().unwrap();
    let mut relay = Relay::start(to);
    let through = format!("postgres://{user}@127.0.0.1:{}/{name}", relay.port);
    let dir = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(["local", "--seed", "1", "--db", &through])
        .current_dir(dir.path())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
    stdin
        .write_all(b"alice: !dq new\nalice: !dq join hugo\n")
        .unwrap();
    // alice has her seat: her join is stored.
    let mut line = String::new();
    while stdout.read_line(&mut line).unwrap() > 0 && !line.contains("You have a seat") {}
    assert!(line.contains("You have a seat"), "{line}");
    relay.cut();
    stdin
        .write_all(b"# a comment\nbob: !dq join lindel\n")
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    let said: Vec<&str> = err
        .lines()
        .filter(|l| l.starts_with("kalladra: "))
        .collect();
    assert_eq!(said.len(), 1, "one line: {err}");
    let said = said[0];
    for part in [
        format!("the database {through} could not be reached ("),
        "so line 4 was not stored: `bob: !dq join lindel`.".to_string(),
        "`kalladra local --resume`".to_string(),
        "send this line again".to_string(),
    ] {
        assert!(said.contains(&part), "{part}: {said}");
    }
    // It was not stored: `--resume` on the server itself says the last was alice's join.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kalladra"))
        .args(["local", "--resume", "--script", "/dev/null", "--db", &url])
        .current_dir(dir.path())
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        said.contains("The last input stored was number 1, alice: `!dq join`."),
        "{said}"
    );
}
