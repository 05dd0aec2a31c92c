# One app (host or a remote) as its own deployment: built with webpack, served by nginx.
# docker build -f deploy/Dockerfile.app --build-arg APP=mfe-front-desk .
FROM node:20-bookworm AS build
ARG APP
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund && cd "$APP" && npx webpack --mode production

FROM nginx:1.27-alpine
ARG APP
COPY --from=build /src/${APP}/dist /usr/share/nginx/html
# Every app's conf (generated from apps.json) and, when the deployment has it, security-headers.conf, which the
# confs then include.
COPY deploy/*.conf /etc/nginx/gospodarz/
RUN mkdir -p /etc/nginx/templates && cp "/etc/nginx/gospodarz/nginx-${APP}.conf" /etc/nginx/templates/default.conf.template
