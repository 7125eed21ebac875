// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {ERC721OwnerList} from "./ERC721OwnerList.sol";

/// @dev A dragon collection: sequential ids from 1, minted by the owner, listable per user.
contract DragonNFT is ERC721OwnerList, Ownable {
    uint256 private _lastTokenId;
    string private _baseTokenURI;

    /// @dev Token URIs now start with `baseURI`.
    event BaseURIUpdated(string baseURI);

    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner,
        string memory baseURI
    ) ERC721(name_, symbol_) Ownable(initialOwner) {
        _baseTokenURI = baseURI;
    }

    /// @dev Mints the next token id to `to`.
    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _safeMint(to, tokenId);
    }

    /// @dev The token ids held by `user`.
    function userTokenIds(address user) external view returns (uint256[] memory) {
        return _tokensOf(user);
    }

    /// @dev Sets the prefix of every token URI.
    function setBaseURI(string calldata baseURI) external onlyOwner {
        _baseTokenURI = baseURI;
        emit BaseURIUpdated(baseURI);
    }

    function _baseURI() internal view override returns (string memory) {
        return _baseTokenURI;
    }
}
