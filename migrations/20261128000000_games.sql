-- One row per online game. The same SQL for SQLite and PostgreSQL.
CREATE TABLE games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    variant TEXT NOT NULL,
    public BIGINT NOT NULL,
    creator TEXT NOT NULL,
    -- Who created it, as the SHA-256 of the address: for the cap on open games.
    creator_address TEXT NOT NULL,
    first_name TEXT,
    first_token TEXT,
    second_name TEXT,
    second_token TEXT,
    status TEXT NOT NULL,
    result TEXT,
    clocks TEXT,
    -- When the running clock's time is up, while the game is played.
    deadline BIGINT,
    offers TEXT NOT NULL,
    -- The moves in the engine's notation, separated by spaces.
    moves TEXT NOT NULL,
    rematch TEXT,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    version BIGINT NOT NULL
);

CREATE INDEX games_by_status ON games (status, public, created_at);
CREATE INDEX games_by_deadline ON games (deadline);
CREATE INDEX games_by_creator ON games (creator_address, status);
