export default function handler(): Response {
  return new Response('open', { headers: { 'content-type': 'text/plain' } });
}
