// Being written (issue 43).
export async function openLobbyPage(app) { app.replaceChildren(); return null; }
