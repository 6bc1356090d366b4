export default async function handler(): Promise<Response> {
  throw new Error('boom');
}
