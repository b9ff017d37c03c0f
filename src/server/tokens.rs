//! Seat tokens and game ids, from the operating system's random source. A
//! token is 256 bits, sent only in the `Authorization` header, and kept only
//! as its SHA-256, compared in constant time.

use axum::http::HeaderMap;
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

use crate::game::Player;
use crate::online::{ApiError, Table};

fn random_bytes<const N: usize>() -> Result<[u8; N], ApiError> {
    let mut bytes = [0u8; N];
    getrandom::fill(&mut bytes).map_err(|_| ApiError::new(503, "no-randomness", "the server has no random source just now"))?;
    Ok(bytes)
}

/// A new seat token: 64 hexadecimal digits.
pub fn new_token() -> Result<String, ApiError> {
    Ok(hex(&random_bytes::<32>()?))
}

/// A new game id: 12 letters and digits (about 71 bits).
pub fn new_game_id() -> Result<String, ApiError> {
    const ALPHABET: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    // 248 is the largest multiple of 62 below 256, so that every letter is as likely.
    let mut id = String::with_capacity(12);
    while id.len() < 12 {
        for byte in random_bytes::<16>()? {
            if byte < 248 && id.len() < 12 {
                id.push(ALPHABET[usize::from(byte % 62)] as char);
            }
        }
    }
    Ok(id)
}

/// Whether text can be a game id at all (before asking the database).
pub fn is_game_id(text: &str) -> bool {
    (1..=32).contains(&text.len()) && text.bytes().all(|byte| byte.is_ascii_alphanumeric())
}

pub fn hash(text: &str) -> String {
    hex(&Sha256::digest(text.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

/// The token of `Authorization: Bearer <token>`: 401 when there is none.
pub fn bearer(headers: &HeaderMap) -> Result<&str, ApiError> {
    let missing = || ApiError::new(401, "no-token", "this needs your seat's token: Authorization: Bearer <token>");
    let value = headers.get(axum::http::header::AUTHORIZATION).ok_or_else(missing)?;
    let token = value
        .to_str()
        .ok()
        .and_then(|value| value.strip_prefix("Bearer "))
        .map(str::trim)
        .filter(|token| !token.is_empty())
        .ok_or_else(missing)?;
    Ok(token)
}

/// The seat a token holds in this game: 401 when it holds none.
pub fn seat_of(table: &Table, token: &str) -> Result<Player, ApiError> {
    let presented = hash(token);
    let mut found = None;
    for side in [Player::First, Player::Second] {
        if let Some(seat) = &table.state.seats[side.index()] {
            if bool::from(seat.token_hash.as_bytes().ct_eq(presented.as_bytes())) {
                found = Some(side);
            }
        }
    }
    found.ok_or_else(|| ApiError::new(401, "unknown-token", "this token holds no seat in this game"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_and_ids_are_fresh_and_well_formed() {
        let (a, b) = (new_token().unwrap(), new_token().unwrap());
        assert_eq!(a.len(), 64);
        assert_ne!(a, b);
        let id = new_game_id().unwrap();
        assert_eq!(id.len(), 12);
        assert!(is_game_id(&id));
        assert!(!is_game_id("../etc"));
        assert_eq!(hash("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
