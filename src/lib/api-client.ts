/** POSTs JSON to the app's own API (/api/*, behind the Hosting rewrite). Never throws. */
export async function postJson(path: `/api/${string}`, body: unknown): Promise<Response | null> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    });
  } catch (error) {
    console.error(`POST ${path} failed`, error);
    return null;
  }
}
