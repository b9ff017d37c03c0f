//! Limits per address: how fast it may create games, join and move, and
//! how many open challenges it may have. The address is the peer's, or with
//! `--trust-proxy` the last one a reverse proxy added to X-Forwarded-For.

use std::net::{IpAddr, SocketAddr};
use std::num::NonZeroU32;

use axum::http::HeaderMap;
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::online::ApiError;

/// The limits a server runs with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    pub games_per_minute: u32,
    pub joins_per_minute: u32,
    pub moves_per_second: u32,
    /// Public or private games waiting for a second player, per address.
    pub open_games: i64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            games_per_minute: 20,
            joins_per_minute: 60,
            moves_per_second: 10,
            open_games: 10,
        }
    }
}

impl Limits {
    /// For load tests on loopback, where every player has one address.
    pub fn none() -> Limits {
        Limits {
            games_per_minute: u32::MAX,
            joins_per_minute: u32::MAX,
            moves_per_second: u32::MAX,
            open_games: i64::MAX,
        }
    }
}

pub struct Limiters {
    pub limits: Limits,
    games: Option<DefaultKeyedRateLimiter<IpAddr>>,
    joins: Option<DefaultKeyedRateLimiter<IpAddr>>,
    moves: Option<DefaultKeyedRateLimiter<IpAddr>>,
}

#[derive(Clone, Copy)]
pub enum Action {
    Create,
    Join,
    Move,
}

fn limiter(quota: Option<Quota>) -> Option<DefaultKeyedRateLimiter<IpAddr>> {
    quota.map(RateLimiter::keyed)
}

fn per_minute(count: u32) -> Option<Quota> {
    (count != u32::MAX).then(|| Quota::per_minute(NonZeroU32::new(count.max(1)).unwrap_or(NonZeroU32::MIN)))
}

impl Limiters {
    pub fn new(limits: Limits) -> Limiters {
        let moves = (limits.moves_per_second != u32::MAX).then(|| {
            let rate = NonZeroU32::new(limits.moves_per_second.max(1)).unwrap_or(NonZeroU32::MIN);
            Quota::per_second(rate).allow_burst(rate.saturating_mul(NonZeroU32::new(3).unwrap_or(NonZeroU32::MIN)))
        });
        Limiters {
            limits,
            games: limiter(per_minute(limits.games_per_minute)),
            joins: limiter(per_minute(limits.joins_per_minute)),
            moves: limiter(moves),
        }
    }

    /// 429 when the address has done `action` too often lately.
    pub fn check(&self, action: Action, address: IpAddr) -> Result<(), ApiError> {
        let (limiter, what) = match action {
            Action::Create => (&self.games, "new games"),
            Action::Join => (&self.joins, "joins"),
            Action::Move => (&self.moves, "moves"),
        };
        match limiter {
            Some(limiter) if limiter.check_key(&address).is_err() => Err(ApiError::new(
                429,
                "too-many-requests",
                format!("too many {what} from your address: wait a little and try again"),
            )),
            _ => Ok(()),
        }
    }

    /// Forgets addresses that have been quiet (called now and then).
    pub fn forget_quiet(&self) {
        for limiter in [&self.games, &self.joins, &self.moves].into_iter().flatten() {
            limiter.retain_recent();
            limiter.shrink_to_fit();
        }
    }
}

/// The address a request comes from.
pub fn client_address(peer: SocketAddr, headers: &HeaderMap, trust_proxy: bool) -> IpAddr {
    if trust_proxy {
        let forwarded = headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|value| value.to_str().ok())
            .flat_map(|value| value.split(','))
            .filter_map(|part| part.trim().parse::<IpAddr>().ok())
            .last();
        if let Some(address) = forwarded {
            return address;
        }
    }
    peer.ip()
}
