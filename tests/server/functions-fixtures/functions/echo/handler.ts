/** Reflects what the function received, so tests can see the forwarded request. */
export default async function handler(req: Request): Promise<Response> {
  const url = new URL(req.url);
  return Response.json({
    method: req.method,
    path: url.pathname,
    search: url.search,
    authorization: req.headers.get('authorization'),
    apikey: req.headers.get('apikey'),
    body: req.method === 'GET' ? null : await req.text(),
  });
}
