export default async function handler(): Promise<unknown> {
  return { not: 'a response' };
}
