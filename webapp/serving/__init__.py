"""How requests are served: app slots, rate limits, the access log, health, error pages and
htmx answers. Knows no feature; reads storage only for the schema's health."""
