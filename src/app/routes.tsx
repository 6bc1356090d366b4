import { Route, Switch } from 'wouter';
import { FormattedMessage } from 'react-intl';

export function AppRoutes() {
  return (
    <Switch>
      <Route path="/">
        <h1>
          <FormattedMessage id="app.name" defaultMessage="Встречи" />
        </h1>
      </Route>
    </Switch>
  );
}
