/**
 * What the header needs to know about who is looking. The accounts feature maps its session onto
 * this; until then the app passes a visitor.
 */
export type HeaderSession =
  | { status: 'visitor' }
  /** A session may exist and is being restored: the header shows neither kind of controls yet. */
  | { status: 'pending' }
  | {
      status: 'signedIn';
      isAdmin: boolean;
      fullName?: string;
      email?: string;
      avatarUrl?: string;
    };

export const VISITOR: HeaderSession = { status: 'visitor' };
