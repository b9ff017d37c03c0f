//! Any bytes as a body of the game server's API: a clear error (400 or
//! 422) or a request that the table carries out or refuses without change.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ringboard::game::Player;
use ringboard::online::request::NAME_MAX_CHARS;
use ringboard::online::{
    AnswerRequest, ApiError, JoinRequest, MoveRequest, NewGameRequest, OfferRequest, SideChoice, Table,
};

fn refused(error: &ApiError) {
    assert!(matches!(error.status, 400 | 422), "a body error is 400 or 422: {error}");
    assert!(!error.message.is_empty() && error.message.chars().count() <= 260, "{error}");
}

/// A chess game with both seats taken, in which White has played e2e4.
fn chess_table() -> Table {
    let request = NewGameRequest::parse(br#"{"game":"chess","clock":{"minutes":3,"increment":2}}"#).unwrap();
    let mut table = Table::create("fuzz".into(), &request, Player::First, "a".into(), 0).unwrap();
    table.join("b", "b".into(), 1).unwrap();
    table.play(Player::First, "e2e4", Some(0), 2).unwrap();
    table
}

fn unchanged_unless_done<T>(table: &mut Table, action: impl FnOnce(&mut Table) -> Result<T, ApiError>) {
    let (version, moves) = (table.state.version, table.moves());
    if let Err(error) = action(table) {
        assert!(matches!(error.status, 403 | 409 | 422), "{error}");
        assert_eq!((table.state.version, table.moves()), (version, moves), "a refused action changed the game");
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&kind, body)) = data.split_first() else { return };
    match kind % 5 {
        0 => match NewGameRequest::parse(body) {
            Ok(request) => {
                assert!(request.name.chars().count() <= NAME_MAX_CHARS);
                assert!(!request.name.chars().any(char::is_control));
                let creator = if request.side == SideChoice::Second { Player::Second } else { Player::First };
                match Table::create("fuzz".into(), &request, creator, "t".into(), 0) {
                    Ok(table) => {
                        assert_eq!(table.moves(), Vec::<String>::new());
                        let view = serde_json::to_string(&table.view(0)).unwrap();
                        assert!(!view.contains("\"t\""), "a view holds no token hash");
                    }
                    Err(error) => assert_eq!(error.status, 422, "{error}"),
                }
            }
            Err(error) => refused(&error),
        },
        1 => match JoinRequest::parse(body) {
            Ok(request) => assert!((1..=NAME_MAX_CHARS).contains(&request.name.chars().count())),
            Err(error) => refused(&error),
        },
        2 => match MoveRequest::parse(body) {
            Ok(request) => {
                let mut table = chess_table();
                let seat = if request.ply.unwrap_or(0) % 2 == 0 { Player::Second } else { Player::First };
                unchanged_unless_done(&mut table, |table| table.play(seat, &request.notation, request.ply, 3));
            }
            Err(error) => refused(&error),
        },
        3 => match OfferRequest::parse(body) {
            Ok(request) => unchanged_unless_done(&mut chess_table(), |table| table.offer(Player::Second, request.offer, 3)),
            Err(error) => refused(&error),
        },
        _ => match AnswerRequest::parse(body) {
            Ok(request) => {
                let mut table = chess_table();
                let _ = table.offer(Player::First, request.offer, 3);
                unchanged_unless_done(&mut table, |table| table.answer(Player::Second, request.offer, request.accept, 4));
            }
            Err(error) => refused(&error),
        },
    }
});
