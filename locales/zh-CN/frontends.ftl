# frontends
