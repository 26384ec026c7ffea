#!/usr/bin/env node
// `node infra/bin/dockerfiles.mjs`: (re)writes services/<area>/Dockerfile from
// infra/docker/service.Dockerfile for every service (see infra/lib/service-dockerfiles.mjs).
import { writeServiceDockerfiles } from '../lib/service-dockerfiles.mjs';

const changed = writeServiceDockerfiles();
console.log(changed.length ? `wrote ${changed.join(', ')}` : 'every services/<area>/Dockerfile is up to date');
