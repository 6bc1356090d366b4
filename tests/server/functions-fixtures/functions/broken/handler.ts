// A module whose top level fails, as a function with a bad import would.
throw new Error('cannot start');
