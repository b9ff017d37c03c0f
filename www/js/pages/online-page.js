// Being written (issue 43).
export async function openOnlinePage(app, id) { app.replaceChildren(); return null; }
