module.exports = require('../tools/jest/createJestConfig').createJestConfig(__dirname, { environment: 'node' });
